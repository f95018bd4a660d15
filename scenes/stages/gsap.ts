/**
 * Loading stage 1 of the canvas layer (scenes/load.ts): GSAP's core. The scenes tween Pixi
 * objects' own properties and read eases, never CSS: GSAP's CSS plugin is not loaded at all.
 */
export { gsap } from 'gsap/gsap-core';
