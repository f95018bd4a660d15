/**
 * The only door from this feature to the canvas layer: scenes/load.ts's dynamic imports, so the
 * scenes never load with the first screen. The game pages' scenes are drawn by a worker where the
 * browser allows it (`loadPageScenes`), so Pixi never runs on the page's main thread there.
 */
import type { GiftCallbacks, WheelCallbacks } from '../../../scenes/index.ts';
import type { WheelSegment } from './prize-art.ts';
import { loadPageScenes } from '../../../scenes/load.ts';

export const loadWheelScene = (segments: readonly WheelSegment[], callbacks: WheelCallbacks) =>
  loadPageScenes().then((m) => m.wheelScene(segments, callbacks));

export const loadGiftScene = (callbacks: GiftCallbacks) =>
  loadPageScenes().then((m) => m.giftScene(callbacks));

export type WheelHandle = Awaited<ReturnType<typeof loadWheelScene>>;
export type GiftHandle = Awaited<ReturnType<typeof loadGiftScene>>;
