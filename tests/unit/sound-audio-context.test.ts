/** The click sound plays through a media element: it must not make Howler start an AudioContext (a long task at start-up). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Howl, Howler } from 'howler';
import { resetClickSound, setClickSoundSource } from '../../src/lib/sound.ts';

let contextsMade = 0;
class FakeAudioContext {
  state = 'running';
  destination = {};
  constructor() {
    contextsMade++;
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, value: 1 }, connect: () => undefined };
  }
  // Howler's unlock on first touch prepares a silent buffer source.
  createBuffer() {
    return {};
  }
  createBufferSource() {
    return { connect: () => undefined, start: () => undefined, buffer: null };
  }
  resume() {
    return Promise.resolve();
  }
}

beforeAll(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // Howler read the environment when it loaded (no AudioContext in jsdom): as in a browser, Web Audio is on and no context made yet.
  Howler.usingWebAudio = true;
  Howler.ctx = null as unknown as AudioContext;
});
afterAll(() => {
  resetClickSound();
  vi.unstubAllGlobals();
});

describe('the click sound and the AudioContext', () => {
  it('prepares the click sound without making an AudioContext, and leaves Web Audio on', async () => {
    await setClickSoundSource('/click.mp3');
    expect(contextsMade).toBe(0);
    expect(Howler.usingWebAudio).toBe(true);
  });

  it('still lets a Web Audio sound (the scenes’ ticks) make the context', () => {
    const tick = new Howl({ src: ['/tick.wav'], preload: false });
    expect(contextsMade).toBe(1);
    tick.unload();
  });
});
