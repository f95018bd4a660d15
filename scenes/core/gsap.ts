/**
 * GSAP as the scenes use it: its core only (they tween Pixi objects' own properties and read
 * eases, never CSS, so the CSS plugin is not loaded), with GSAP's own ticker asleep. The scenes
 * step their timelines from the runtime's frames (`timeline.time(t)` in `update`), so GSAP's
 * requestAnimationFrame loop, which it starts on import (30 frames) and on every new tween (up to
 * 120 more), only kept the page from resting: 31 more frame requests in a game page's first 8 s,
 * and up to 2 s of frames after each gift box opened.
 */
import { gsap } from 'gsap/gsap-core';

type Timeline = ReturnType<typeof gsap.timeline>;

gsap.ticker.sleep();

/**
 * A paused timeline for the scene to step with `time(t)`: `build` adds its tweens, each of which
 * wakes GSAP's ticker, which is put back to sleep once they are all made.
 */
export function steppedTimeline(vars: Omit<NonNullable<Parameters<typeof gsap.timeline>[0]>, 'paused'>, build: (timeline: Timeline) => void): Timeline {
  const timeline = gsap.timeline({ ...vars, paused: true });
  build(timeline);
  gsap.ticker.sleep();
  return timeline;
}

export { gsap };
export type { Timeline };
