/**
 * Starting a slot's Application in steps, each its own task, so that the canvas layer never holds
 * the page's main thread for long at start-up (started at once, it was one task of about 600 ms
 * at 4× CPU on a game page, then a first frame as long). The steps: the atlas image starts downloading and
 * decoding (off the main thread) at once; the WebGL context is created, its extensions enabled and
 * Pixi's probe context made; Pixi initialises on the context; the atlas is uploaded to the GPU; the
 * sprite shader is compiled by drawing one sprite off screen.
 * The runtime then builds the scene and renders its first frame in two more tasks.
 */
// Pixi compiles uniform uploads with new Function; the CSP has no 'unsafe-eval', so use its plain versions.
import 'pixi.js/unsafe-eval';
// Application.init would import Pixi's whole browser set (accessibility, DOM containers, filters,
// events, …) unless told not to (`manageImports: false` below). The scenes need events only (the
// rain's taps on its root, imported by `runtime.ts`: the page-scene worker has no DOM events);
// sprites, text, particles and graphics register themselves on import.
import { Application, ParticleShader, RenderTexture, Sprite, Ticker, getMaxFragmentPrecision } from 'pixi.js';
import type { Container, Renderer } from 'pixi.js';
import { type Atlas, loadAtlas } from '../art/atlas.ts';
import { releaseProbeContext } from './canvas.ts';
import { nextTask } from './next-task.ts';

export interface AppOptions {
  /** The canvas to draw on: the page's in the worker (transferred), a new one otherwise. */
  canvas?: OffscreenCanvas;
  width: number;
  height: number;
  resolution: number;
}

/** What Pixi itself asks of a context for these options (GlContextSystem.init). */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true, premultipliedAlpha: true, antialias: false, stencil: true, preserveDrawingBuffer: false, powerPreference: 'default',
};

/**
 * The WebGL extensions Pixi's GlContextSystem asks a WebGL 2 context for in its init. Asking the
 * browser first, in a task of its own, takes their cost (each a round trip to the GPU process the
 * first time: about 110 ms at 4× CPU with a software GL) out of Pixi's init; Pixi's own calls then
 * get the enabled extensions back at once.
 */
const PIXI_EXTENSIONS = [
  'EXT_texture_filter_anisotropic', 'OES_texture_float_linear', 'WEBGL_compressed_texture_s3tc',
  'WEBGL_compressed_texture_s3tc_srgb', 'WEBGL_compressed_texture_etc', 'WEBGL_compressed_texture_etc1',
  'WEBGL_compressed_texture_pvrtc', 'WEBKIT_WEBGL_compressed_texture_pvrtc', 'WEBGL_compressed_texture_atc',
  'WEBGL_compressed_texture_astc', 'EXT_texture_compression_bptc', 'EXT_texture_compression_rgtc',
  'WEBGL_lose_context', 'EXT_color_buffer_float', 'WEBGL_provoking_vertex',
];

/**
 * The WebGL 2 context, made ahead of Pixi's init in steps of its own: the browser's context creation,
 * the extensions, and Pixi's probe context (shader precision) are each tens of milliseconds or more
 * at 4× CPU. Null if the device has no WebGL 2; Pixi then chooses (WebGL 1, WebGPU or its canvas
 * renderer) as before.
 */
async function createContext(options: AppOptions): Promise<{ canvas: HTMLCanvasElement | OffscreenCanvas; context: WebGL2RenderingContext } | null> {
  const canvas = options.canvas ?? document.createElement('canvas');
  // The size Pixi's init gives it: set before the context exists, the init does not reallocate
  // the drawing buffer (about 10 ms at 4× CPU with a software GL).
  canvas.width = Math.round(options.width * options.resolution);
  canvas.height = Math.round(options.height * options.resolution);
  const context = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
  if (!context) return null;
  await nextTask();
  for (const name of PIXI_EXTENSIONS) context.getExtension(name);
  await nextTask();
  // Pixi's first shader asks its probe context for the fragment precision; made here, it is cached.
  getMaxFragmentPrecision();
  await nextTask();
  // The particle pipe makes this shader in the renderer's init; its programs (a WGSL parse among
  // them, about 15 ms at 4× CPU) are cached by source, so made here they are not made there.
  new ParticleShader().destroy();
  await nextTask();
  return { canvas, context };
}

export async function startApp(options: AppOptions): Promise<Application> {
  await nextTask();
  const made = await createContext(options);
  holdSystemTicker();
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
  capBatchTextures(app.renderer);
  return app;
}

/**
 * Textures one batch may sample. A frame of any scene samples at most four: the atlas, plus the
 * wheel's face, the gift's label or the widgets' glyphs. Pixi's default is the GPU's limit,
 * and its batch shader picks the texture in a branch per unit (16 or 32): compiled and run with 16,
 * the first frame on screen cost the GPU process 35–50 ms in headless Chromium's software GL (the
 * page's main thread waits for it in the commit), and 13–22 ms with 4 (scenes/README.md). Set
 * before the first render, which makes the batcher and its shader.
 */
const BATCH_TEXTURES = 4;

function capBatchTextures(renderer: Renderer): void {
  const limits = (renderer as Partial<{ limits: { maxBatchableTextures: number; contextChange?: () => void } }>).limits;
  if (!limits) return;
  const cap = () => {
    limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, BATCH_TEXTURES);
  };
  cap();
  if (!limits.contextChange) return;
  // A restored context sets the GPU's limit again; the batch shader stays the one made with the cap.
  const contextChange = limits.contextChange.bind(limits);
  limits.contextChange = () => {
    contextChange();
    cap();
  };
}

/**
 * Pixi's system ticker would run its own `requestAnimationFrame` loop for the page's life, whatever
 * the scenes do: every renderer puts its scheduler on it (the GPU garbage collection's timers) and
 * the event system its hover check. Stopped here before any renderer starts, it advances only with
 * the slots' frames (`runtime.ts`), so a page whose scenes rest runs no frame at all.
 */
function holdSystemTicker(): void {
  const system = Ticker.system;
  system.autoStart = false;
  system.stop();
}

/**
 * Uploads the atlas to this renderer (one task); renders the still empty stage into a 1 px texture
 * (another), which makes the stage's instruction set and its sprite batcher (buffers of about
 * 20 ms at 4× CPU) that the scene's frames then reuse; then compiles the sprite batch shader by
 * drawing one sprite on that stage (a third), so none of it lands in the scene's first frame.
 */
async function warmUp(app: Application, atlas: Atlas): Promise<void> {
  const renderer = app.renderer;
  renderer.texture.initSource(atlas.texture.source);
  await nextTask();
  const target = RenderTexture.create({ width: 1, height: 1 });
  renderer.render({ container: app.stage, target });
  await nextTask();
  const probe = new Sprite(atlas.frame('dot'));
  app.stage.addChild(probe);
  renderer.render({ container: app.stage, target });
  probe.destroy();
  target.destroy(true);
}

const warmed = new WeakMap<Application, Promise<void>>();

/**
 * The atlas, loaded, and uploaded to this Application's renderer with the sprite shader compiled
 * (once per Application), then Pixi's probe context released. A failed download rejects this mount
 * only: the next one tries again.
 */
export async function prepareApp(app: Application, resolution: number): Promise<void> {
  const atlas = await loadAtlas(resolution);
  let done = warmed.get(app);
  if (!done) {
    done = (async () => {
      await nextTask();
      await warmUp(app, atlas);
      await nextTask();
      releaseProbeContext();
      await nextTask();
    })();
    warmed.set(app, done);
  }
  await done;
}

/**
 * Uploads the textures the stage's sprites show, for a task of its own before the first frame: the
 * atlas is there already, the wheel's face canvas is not (its upload, with the 2D canvas's drawing
 * done by then, is about 40 ms at 4× CPU).
 */
export function uploadTextures(app: Application): void {
  const visit = (node: Container): void => {
    if (node instanceof Sprite) app.renderer.texture.initSource(node.texture.source);
    node.children.forEach(visit);
  };
  visit(app.stage);
}
