/**
 * The stage's time controls, `window.stage.time`: the runtime's scene clock (rate, pause, one-frame
 * steps, read back as the shown scene's slot sees it) and the scrubber over the shown scene's
 * current animation (a spin, the box's opening, the last tapped envelope's fall and burst).
 */
import type * as SceneLayer from '../index.ts';

type Scenes = typeof SceneLayer;

/** What a scene offers the scrubber (wheel, gift and rain do; widgets have no animation to scrub). */
interface Scrubbable {
  timeline?(): { durationMs: number; atMs: number } | null;
  seek?(ms: number): void;
}

export const FRAME_MS = 1000 / 60;

export function stageTime(scenes: Scenes, current: () => { name: string; scene: object } | null) {
  // Every animation from now on is recorded, so the scrubber can replay it.
  scenes.recordTimelines(true);
  const slot = () => (current()?.name === 'rain' || current()?.name === 'widget' ? 'overlay' : 'page');
  const scene = () => current()?.scene as Scrubbable | undefined;
  return {
    setRate: (rate: number) => scenes.setSceneClock({ rate }),
    pause: () => scenes.setSceneClock({ paused: true }),
    play: () => scenes.setSceneClock({ paused: false }),
    /** Pauses, then one frame of `frameMs` (1/60 s) scene time, drawn now. */
    step: (frameMs = FRAME_MS) => scenes.stepSceneClock(frameMs),
    /** The scene time of the shown scene's slot ("the stage's clock"). */
    elapsed: () => scenes.sceneClock(slot()).elapsedMs,
    clock: () => scenes.sceneClock(slot()),
    /** The current animation's length and where the scene is in it, in ms; null when there is none. */
    span: () => scene()?.timeline?.() ?? null,
    /** Pauses and shows the current animation `ms` into it. */
    seek(ms: number): void {
      scenes.setSceneClock({ paused: true });
      scene()?.seek?.(ms);
    },
  };
}

export type StageTime = ReturnType<typeof stageTime>;
