/** Loading stage 3 of the canvas layer (scenes/load.ts): Pixi's sprites, textures and asset loader. */
export { Assets, Sprite, Texture } from 'pixi.js';
