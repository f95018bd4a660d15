import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const made: Array<{ src: string[]; play: ReturnType<typeof vi.fn>; unload: ReturnType<typeof vi.fn> }> = [];
vi.mock('howler', () => ({
  Howler: { usingWebAudio: true },
  Howl: class {
    src: string[];
    play = vi.fn();
    unload = vi.fn();
    constructor(options: { src: string[] }) {
      this.src = options.src;
      made.push(this);
    }
  },
}));

const { playClick, resetClickSound, setClickSoundSource } = await import('../../src/lib/sound.ts');

beforeEach(() => {
  made.length = 0;
  resetClickSound();
  document.body.innerHTML = '<audio id="clickSound" preload="auto"></audio>';
});
afterEach(() => resetClickSound());

describe('click sound', () => {
  it('does nothing before a source is set', () => {
    expect(() => playClick()).not.toThrow();
    expect(made).toHaveLength(0);
  });

  it('sets the #clickSound element source and plays through a Howl', async () => {
    await setClickSoundSource('https://cdn.example.com/click.mp3');
    const audio = document.getElementById('clickSound') as HTMLAudioElement;
    expect(audio.src).toBe('https://cdn.example.com/click.mp3');
    expect(audio.preload).toBe('auto');
    expect(made.map((h) => h.src)).toEqual([['https://cdn.example.com/click.mp3']]);
    playClick();
    playClick();
    expect(made[0]!.play).toHaveBeenCalledTimes(2);
  });

  it('a new source replaces the old sound', async () => {
    await setClickSoundSource('/a.mp3');
    await setClickSoundSource('/b.mp3');
    expect(made[0]!.unload).toHaveBeenCalled();
    playClick();
    expect(made[0]!.play).not.toHaveBeenCalled();
    expect(made[1]!.play).toHaveBeenCalledTimes(1);
  });

  it('never throws when playing fails', async () => {
    await setClickSoundSource('/a.mp3');
    made[0]!.play.mockImplementation(() => {
      throw new Error('NotAllowedError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => playClick()).not.toThrow();
  });

  it('works without the audio element', async () => {
    document.body.innerHTML = '';
    await expect(setClickSoundSource('/a.mp3')).resolves.toBeUndefined();
  });
});
