/** Scene sounds through Howler, one Howl per sound made on first use and shared by every scene. */
import { Howl } from 'howler';
import tickUrl from '../../assets/sounds/tick.wav?url';
import openUrl from '../../assets/sounds/open.wav?url';
import winUrl from '../../assets/sounds/win.wav?url';

export type SoundName = 'tick' | 'open' | 'win';

const URLS: Record<SoundName, string> = { tick: tickUrl, open: openUrl, win: winUrl };
const howls = new Map<SoundName, Howl>();
const lastPlayed: Record<SoundName, number> = { tick: -Infinity, open: -Infinity, win: -Infinity };
const lastVolume: Record<SoundName, number> = { tick: -1, open: -1, win: -1 };

/**
 * Plays a sound unless the same one played less than `minGapMs` ago: a fast wheel passes more
 * slices than the ear can tell apart, and each play costs audio nodes. Returns whether it played.
 */
export function playSound(name: SoundName, volume: number, minGapMs = 0): boolean {
  const now = performance.now();
  if (volume <= 0 || now - lastPlayed[name] < minGapMs) return false;
  lastPlayed[name] = now;
  let howl = howls.get(name);
  if (!howl) {
    // A small pool keeps overlapping ticks from cutting each other.
    howl = new Howl({ src: [URLS[name]], volume: 1, pool: name === 'tick' ? 8 : 2 });
    howls.set(name, howl);
  }
  if (lastVolume[name] !== volume) {
    howl.volume(volume);
    lastVolume[name] = volume;
  }
  howl.play();
  return true;
}

/** A short buzz where the device allows it (Android Chrome; iOS ignores it). */
export function vibrate(ms: number): void {
  if (ms > 0 && typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(ms);
    } catch {
      // Some browsers throw before the first user gesture; the tick sound is enough.
    }
  }
}
