/**
 * The first stage of the canvas layer's load (scenes/load.ts): Pixi's core. Importing any of
 * `pixi.js`'s exports evaluates its index and every extension it registers (the package marks its
 * index as having side effects), the largest part of the layer, so it gets a task of its own.
 */
export { Container } from 'pixi.js';
