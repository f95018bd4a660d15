/**
 * The only door from this feature to the canvas layer: a dynamic import, so PixiJS, GSAP and
 * the scenes load with the game pages and never with the first screen.
 */
import type { GiftCallbacks, WheelCallbacks } from '../../../scenes/index.ts';
import type { WheelSegment } from './prize-art.ts';

export const loadWheelScene = (segments: readonly WheelSegment[], callbacks: WheelCallbacks) =>
  import('../../../scenes/index.ts').then((m) => m.wheelScene(segments, callbacks));

export const loadGiftScene = (callbacks: GiftCallbacks) =>
  import('../../../scenes/index.ts').then((m) => m.giftScene(callbacks));

export type WheelHandle = Awaited<ReturnType<typeof loadWheelScene>>;
export type GiftHandle = Awaited<ReturnType<typeof loadGiftScene>>;
