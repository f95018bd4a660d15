/**
 * Messages between the page and the page-scene worker (`page-worker.ts`), which draws the game
 * pages' scenes (wheel, gift box) on the page slot's canvas, transferred to it as an
 * OffscreenCanvas. Plain data only: no Pixi here, the page side imports it.
 */
import type { GiftResult } from '../gift/gift-logic.ts';
import type { Prize } from '../wheel/wheel-logic.ts';
import type { SoundName } from '../core/sound-output.ts';

export type WorkerSceneSpec =
  | { kind: 'wheel'; prizes: readonly Prize[] }
  | { kind: 'gift' };

/** The scenes' inputs the pages call, by scene. */
export interface WorkerSceneCalls {
  wheel: { start: []; spinTo: [index: number]; abort: []; setPrizes: [prizes: readonly Prize[]] };
  gift: { open: [result: GiftResult]; reset: [] };
}

/** The same inputs by name: the page's controls, and all the worker will call on a scene. */
export const SCENE_INPUTS: { [K in keyof WorkerSceneCalls]: ReadonlyArray<keyof WorkerSceneCalls[K] & string> } = {
  wheel: ['start', 'spinTo', 'abort', 'setPrizes'],
  gift: ['open', 'reset'],
};

export type ToWorker =
  | { type: 'start'; canvas: OffscreenCanvas; resolution: number }
  | { type: 'mount'; id: number; scene: WorkerSceneSpec; params: unknown; reducedMotion: boolean; width: number; height: number }
  | { type: 'call'; id: number; method: string; args: unknown[] }
  | { type: 'params'; id: number; params: unknown }
  | { type: 'resize'; width: number; height: number }
  | { type: 'visible'; visible: boolean }
  | { type: 'unmount'; id: number };

export type FromWorker =
  /** The mount's first frame is on screen (or it was unmounted first). */
  | { type: 'ready'; id: number }
  | { type: 'failed'; id: number; message: string }
  /** The worker cannot draw at all (no WebGL 2 on an OffscreenCanvas, no animation frames). */
  | { type: 'unsupported'; message: string }
  | { type: 'callback'; id: number; name: string; args: unknown[] }
  /** An input the scene refused (it threw): reported on the page, the scene goes on. */
  | { type: 'input-failed'; method: string; message: string }
  | { type: 'sound'; name: SoundName; volume: number }
  | { type: 'preload-sounds' }
  | { type: 'vibrate'; ms: number }
  | { type: 'animate'; keyframes: Keyframe[]; durationMs: number; atMs: number }
  | { type: 'cancel-animation' };
