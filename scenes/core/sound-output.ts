/**
 * What the scenes call to make a sound or a buzz. The sounds themselves play where the page's
 * audio is: `sound.ts` (Howler) on the main thread, installed by `runtime.ts`; the page-scene
 * worker, which has no audio (Howler does not even load there), sends them to the page. No Howler here.
 */
export type SoundName = 'tick' | 'open' | 'win';

export interface SoundOutput {
  play(name: SoundName, volume: number): void;
  /** Get the sounds ready ahead of the first one (decoded at the member's first gesture). */
  preload(): void;
  vibrate(ms: number): void;
}

let output: SoundOutput | null = null;
const lastPlayed: Record<SoundName, number> = { tick: -Infinity, open: -Infinity, win: -Infinity };

export function setSoundOutput(to: SoundOutput): void {
  output = to;
}

/**
 * Plays a sound unless the same one played less than `minGapMs` ago: a fast wheel passes more
 * slices than the ear can tell apart. Returns whether it played (or was sent to play).
 */
export function playSound(name: SoundName, volume: number, minGapMs = 0): boolean {
  const now = performance.now();
  if (volume <= 0 || now - lastPlayed[name] < minGapMs) return false;
  lastPlayed[name] = now;
  output?.play(name, volume);
  return true;
}

export function preloadSounds(): void {
  output?.preload();
}

/** A short buzz where the device allows it (Android Chrome; iOS ignores it). */
export function vibrate(ms: number): void {
  output?.vibrate(ms);
}
