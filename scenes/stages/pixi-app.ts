/** Loading stage 5 of the canvas layer (scenes/load.ts): Pixi's application, events and particles. */
import 'pixi.js/unsafe-eval';
import 'pixi.js/events';

export { Application, Particle, ParticleContainer, ParticleShader, RenderTexture } from 'pixi.js';
