/**
 * Pixi's environment for a worker (no document: its canvases are OffscreenCanvas, its fetch the
 * worker's), set before any other module of the worker asks Pixi for one. Pixi's own
 * `WebWorkerAdapter` is the same but brings an XML parser (@xmldom/xmldom) for bitmap-font files,
 * which the scenes drawn here never load.
 */
import { DOMAdapter } from 'pixi.js';
import type { Adapter } from 'pixi.js';

const workerAdapter: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => {
    throw new Error('no HTMLImageElement in a worker: images are decoded with createImageBitmap');
  },
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator,
  getBaseUrl: () => globalThis.location.href,
  getFontFaceSet: () => (globalThis as { fonts?: FontFaceSet }).fonts ?? null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error('no XML parser in the page-scene worker');
  },
};

DOMAdapter.set(workerAdapter);
