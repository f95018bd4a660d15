/** Loading stage 2 of the canvas layer (scenes/load.ts): Pixi's scene graph, maths and ticker. */
export { Container, Rectangle, Ticker } from 'pixi.js';
