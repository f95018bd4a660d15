/**
 * Scene time against the page's: how fast it runs (`rate`) and whether it stands still. Every
 * slot's frames take their step from here (`slot-frames.ts`), and the scenes step their motion and
 * GSAP timelines from those frames, so slowing or stopping this clock slows or stops everything the
 * scenes draw. Left alone (the app) it is the page's clock: rate 1, never paused.
 */
export interface SceneClockSettings {
  /** Scene milliseconds per real millisecond, above 0. */
  rate: number;
  paused: boolean;
}

export const clock: SceneClockSettings = { rate: 1, paused: false };

/** Scene time at `baseReal` (page time), the last time the settings changed. */
let baseScene = 0;
let baseReal = 0;

/** Now, in scene time: page time scaled by the rate since the last change, frozen while paused. */
export function sceneNow(): number {
  return clock.paused ? baseScene : baseScene + (performance.now() - baseReal) * clock.rate;
}

/** Changes the settings, scene time so far kept; returns false for a rate that is not a positive number. */
export function changeClock(next: Partial<SceneClockSettings>): boolean {
  const rate = next.rate ?? clock.rate;
  if (!(rate > 0) || !Number.isFinite(rate)) return false;
  baseScene = sceneNow();
  baseReal = performance.now();
  clock.rate = rate;
  clock.paused = next.paused ?? clock.paused;
  return true;
}

/** Moves paused scene time on by `ms` (one stepped frame). */
export function advancePausedClock(ms: number): void {
  baseScene += ms;
}
