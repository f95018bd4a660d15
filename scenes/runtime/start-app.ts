/**
 * Starting a slot's Application in steps, each its own task, so that the canvas layer never holds
 * the page's main thread for long at start-up (issue 14: one task of about 600 ms at 4× CPU on a
 * game page, then a first frame as long). The steps: the atlas image starts downloading and
 * decoding (off the main thread) at once; the WebGL context is created; Pixi initialises on it;
 * the atlas is uploaded to the GPU and the sprite shader compiled by drawing one sprite off screen.
 * The runtime then builds the scene and renders its first frame in two more tasks.
 */
// Pixi compiles uniform uploads with new Function; the CSP has no 'unsafe-eval', so use its plain versions.
import 'pixi.js/unsafe-eval';
// Application.init would import Pixi's whole browser set (accessibility, DOM containers, filters,
// events, …) unless told not to (`manageImports: false` below). The scenes need events only (the
// rain's taps on its root); sprites, text, particles and graphics register themselves on import.
import 'pixi.js/events';
import { Application, RenderTexture, Sprite } from 'pixi.js';
import type { Atlas } from '../art/atlas.ts';

interface Scheduler { yield(): Promise<void> }

/**
 * Lets the page run (input, React, other tasks) before the next step: `scheduler.yield()` where the
 * browser has it (continues ahead of other queued tasks), else a message-channel task, which is not
 * clamped like a nested `setTimeout(0)`.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface AppOptions {
  width: number;
  height: number;
  resolution: number;
}

/** What Pixi itself asks of a context for these options (GlContextSystem.init). */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true, premultipliedAlpha: true, antialias: false, stencil: true, preserveDrawingBuffer: false, powerPreference: 'default',
};

/**
 * The WebGL 2 context, made in a task of its own: the browser's context creation (and, with a
 * software GL, its first call) is the largest single cost of Pixi's init. Null if the device has no
 * WebGL 2; Pixi then chooses (WebGL 1, WebGPU or its canvas renderer) as before.
 */
function createContext(): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext } | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
  if (!context) return null;
  // The first call waits for the context to really exist; better here than inside Pixi's init.
  context.getExtension('WEBGL_lose_context');
  return { canvas, context };
}

export async function startApp(options: AppOptions): Promise<Application> {
  await nextTask();
  const made = createContext();
  await nextTask();
  const app = new Application();
  await app.init({
    ...(made ?? {}),
    manageImports: false,
    preference: 'webgl',
    backgroundAlpha: 0,
    // Frames only draw sprites (vector art is baked with antialiasing into textures): no MSAA cost.
    antialias: false,
    autoDensity: true,
    resolution: options.resolution,
    width: options.width,
    height: options.height,
    autoStart: false,
    sharedTicker: false,
  });
  return app;
}

/**
 * Uploads the atlas to this renderer and compiles the sprite batch shader by drawing one sprite
 * into a 1 px texture, so neither lands in the scene's first frame.
 */
export function warmUp(app: Application, atlas: Atlas): void {
  const renderer = app.renderer;
  renderer.texture.initSource(atlas.texture.source);
  const target = RenderTexture.create({ width: 1, height: 1 });
  const probe = new Sprite(atlas.frame('dot'));
  renderer.render({ container: probe, target });
  probe.destroy();
  target.destroy(true);
}
