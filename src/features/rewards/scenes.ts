/**
 * The only door from this feature to the canvas layer: scenes/load.ts's dynamic imports, so PixiJS,
 * GSAP and the scenes load with the game pages (in stages) and never with the first screen.
 */
import type { GiftCallbacks, WheelCallbacks } from '../../../scenes/index.ts';
import type { WheelSegment } from './prize-art.ts';
import { loadCanvasLayer } from '../../../scenes/load.ts';

export const loadWheelScene = (segments: readonly WheelSegment[], callbacks: WheelCallbacks) =>
  loadCanvasLayer().then((m) => m.wheelScene(segments, callbacks));

export const loadGiftScene = (callbacks: GiftCallbacks) =>
  loadCanvasLayer().then((m) => m.giftScene(callbacks));

export type WheelHandle = Awaited<ReturnType<typeof loadWheelScene>>;
export type GiftHandle = Awaited<ReturnType<typeof loadGiftScene>>;
