/** Loading stage 4 of the canvas layer (scenes/load.ts): Pixi's text, canvas sources and vector drawing. */
export { CanvasSource, CanvasTextMetrics, FillGradient, Graphics, Text, TextStyle } from 'pixi.js';
