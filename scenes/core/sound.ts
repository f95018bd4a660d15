/**
 * Scene sounds on the page's main thread (a `SoundOutput` of `sound-output.ts`). Howler owns the
 * audio context (and unlocks it on the first touch); the sounds are decoded once into buffers on
 * that context and each play is one buffer source node, because a wheel ticks several times a
 * second and Howl.play() costs far more per call (its pool, timers and events), which showed up
 * as frame spikes on a throttled CPU. Without Web Audio (Howler's HTML5 fallback), Howl.play() is
 * used.
 */
import { Howl, Howler } from 'howler';
import tickUrl from '../../assets/sounds/tick.wav?url';
import openUrl from '../../assets/sounds/open.wav?url';
import winUrl from '../../assets/sounds/win.wav?url';
import type { SoundName, SoundOutput } from './sound-output.ts';

const URLS: Record<SoundName, string> = { tick: tickUrl, open: openUrl, win: winUrl };
const buffers = new Map<SoundName, AudioBuffer | 'loading' | 'failed'>();
const howls = new Map<SoundName, Howl>();
/** One gain node per volume in use (a scene has one or two), connected to Howler's master volume. */
const gains = new Map<number, GainNode>();

function audioContext(): AudioContext | null {
  // Creating a Howl makes Howler set up its shared context (and its unlock on first touch).
  if (!Howler.ctx && howls.size === 0) howls.set('tick', new Howl({ src: [URLS.tick], preload: false }));
  return Howler.usingWebAudio && Howler.ctx ? Howler.ctx : null;
}

/**
 * The bytes of a sound. The build inlines files this small as data: URLs, and the app's CSP
 * (connect-src) refuses fetch() of a data: URL, so those are decoded here instead.
 */
async function soundBytes(url: string): Promise<ArrayBuffer> {
  const inline = /^data:[^,]*;base64,/.exec(url);
  if (!inline) return (await fetch(url)).arrayBuffer();
  const text = atob(url.slice(inline[0].length));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
}

function load(ctx: AudioContext, name: SoundName): void {
  buffers.set(name, 'loading');
  soundBytes(URLS[name])
    .then((data) => ctx.decodeAudioData(data))
    .then((buffer) => buffers.set(name, buffer))
    .catch(() => buffers.set(name, 'failed'));
}

let preloading = false;

/**
 * Decodes the scene sounds ahead of the member's first tap (a scene calls this in init), but never
 * inside the scene's start-up: creating the audio context is about 100 ms at 4× CPU.
 * Before any gesture on the page a context could only start suspended, so the work waits for the
 * first pointerdown or key (Howler's unlock then runs on that same gesture's touchend or click);
 * after one it waits for an idle moment. A sound asked for before its buffer is ready is silent.
 */
function preloadSounds(): void {
  if (preloading) return;
  preloading = true;
  const run = () => {
    const ctx = audioContext();
    if (!ctx) return;
    for (const name of Object.keys(URLS) as SoundName[]) if (!buffers.has(name)) load(ctx, name);
  };
  const later = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200));
  if (typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false) {
    later();
    return;
  }
  const onGesture = () => {
    removeEventListener('pointerdown', onGesture, true);
    removeEventListener('keydown', onGesture, true);
    run();
  };
  addEventListener('pointerdown', onGesture, true);
  addEventListener('keydown', onGesture, true);
}

function playFallback(name: SoundName, volume: number): void {
  let howl = howls.get(name);
  if (!howl || howl.state() === 'unloaded') {
    howl = new Howl({ src: [URLS[name]], pool: name === 'tick' ? 8 : 2 });
    howls.set(name, howl);
  }
  howl.volume(volume);
  howl.play();
}

function playSound(name: SoundName, volume: number): void {
  const ctx = audioContext();
  if (!ctx) return playFallback(name, volume);
  const buffer = buffers.get(name);
  if (buffer === undefined) load(ctx, name);
  if (!(buffer instanceof AudioBuffer)) return; // still decoding: this one is silent
  let gain = gains.get(volume);
  if (!gain) {
    gain = ctx.createGain();
    gain.gain.value = volume;
    gain.connect(Howler.masterGain ?? ctx.destination);
    gains.set(volume, gain);
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(gain);
  source.start();
}

/** The device's vibration, where it allows it. */
function vibrate(ms: number): void {
  if (ms <= 0 || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  // Before the member's first tap Chrome refuses to vibrate and logs a warning on every call.
  if (navigator.userActivation?.hasBeenActive === false) return;
  try {
    navigator.vibrate(ms);
  } catch {
    // Some browsers throw before the first user gesture; the tick sound is enough.
  }
}

/** The scenes' sounds through Howler's audio context, and vibration. */
export const howlerSounds: SoundOutput = { play: playSound, preload: preloadSounds, vibrate };
