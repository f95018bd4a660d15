/** scenes/core/gsap.ts: GSAP's own ticker stays asleep; the scenes step their timelines from the runtime's frames. */
import { describe, expect, it } from 'vitest';
import { gsap, steppedTimeline } from '../../../scenes/core/gsap.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many frames GSAP's ticker runs in `ms` of real time. */
async function framesIn(ms: number): Promise<number> {
  const before = gsap.ticker.frame;
  await pause(ms);
  return gsap.ticker.frame - before;
}

describe("GSAP's ticker", () => {
  it('runs no frame after import', async () => {
    expect(await framesIn(150)).toBe(0);
  });

  it('runs no frame after a stepped timeline is built, and the timeline still steps by hand', async () => {
    const box = { x: 0 };
    const tl = steppedTimeline({}, (timeline) => timeline.to(box, { x: 100, duration: 1, ease: 'none' }));
    expect(await framesIn(150)).toBe(0);
    tl.time(0.5);
    expect(box.x).toBeCloseTo(50);
  });

  it('would run frames for a new tween otherwise (the check above can fail)', async () => {
    gsap.timeline({ paused: true }).to({ y: 0 }, { y: 1, duration: 1 });
    expect(await framesIn(150)).toBeGreaterThan(0);
    gsap.ticker.sleep();
  });
});
