/** Loading stage 1 of the canvas layer (scenes/load.ts): GSAP's core, its ticker asleep (core/gsap.ts). */
export { gsap } from '../core/gsap.ts';
