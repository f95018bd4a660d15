/**
 * GSAP as the scenes use it: its core only (they tween Pixi objects' own properties and read
 * eases, never CSS, so the CSS plugin is not loaded), with GSAP's own ticker asleep. The scenes
 * step their timelines from the runtime's frames (`timeline.time(t)` in `update`), so GSAP's
 * requestAnimationFrame loop, which it starts on import (30 frames) and on every new tween (up to
 * 120 more), only kept the page from resting: 31 more frame requests in a game page's first 8 s,
 * and up to 2 s of frames after each gift box opened.
 */
import { gsap } from 'gsap/gsap-core';

/** Puts GSAP's ticker back to sleep after tweens were made (each one wakes it). */
export function keepTickerAsleep(): void {
  gsap.ticker.sleep();
}

keepTickerAsleep();

export { gsap };
