import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstTouch, onFirstTouchOrIdle, onPageRest } from '../../src/lib/first-touch-or-idle.ts';
import { importOnce } from '../../src/lib/import-once.ts';

describe('onFirstTouchOrIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the first touch, once', () => {
    const start = vi.fn();
    onFirstTouchOrIdle(start, 2500);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a scroll the page makes by itself (a carousel) is not a touch', () => {
    const start = vi.fn();
    onFirstTouchOrIdle(start, 2500);
    document.body.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2000);
    expect(start).not.toHaveBeenCalled();
  });

  it('without a touch, starts only after the page has rested the given time since load', () => {
    const start = vi.fn();
    onFirstTouchOrIdle(start, 2500);
    vi.advanceTimersByTime(2400);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1200);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the page left), never starts', () => {
    const start = vi.fn();
    const cancel = onFirstTouchOrIdle(start, 2500);
    cancel();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('onFirstTouch waits for a touch however long the page rests, then starts once', () => {
    const start = vi.fn();
    onFirstTouch(start);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('onPageRest is not started by a touch, only by the rest after load', () => {
    const start = vi.fn();
    onPageRest(start, 3000);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(2900);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1200);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('importOnce', () => {
  it('imports once for every caller, and again after a failed import', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ rules: 1 });
    const get = importOnce(load);
    await expect(get()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toEqual({ rules: 1 });
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

