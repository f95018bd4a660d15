/**
 * The drag that answered a slider puzzle, as the client recorded it: `[ms since the press, piece x
 * in image pixels]`. A script that posts the answer straight away, or slides at one constant
 * speed, is refused. A determined script can fake a trail; this makes it do so, on top of finding
 * the gap past the decoy.
 */
import { CAPTCHA_TOLERANCE_PX, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';

export type DragTrail = ReadonlyArray<readonly [number, number]>;

export const TRAIL_RULES = {
  minPoints: 5,
  minDurationMs: 200,
  maxDurationMs: 60_000,
  /** Nobody sees the picture and drags in less than this after it was issued. */
  minSinceIssuedMs: 500,
} as const;

const speedsOf = (trail: DragTrail): number[] => {
  const speeds: number[] = [];
  for (let i = 1; i < trail.length; i += 1) {
    const dt = trail[i]![0] - trail[i - 1]![0];
    if (dt > 0) speeds.push((trail[i]![1] - trail[i - 1]![1]) / dt);
  }
  return speeds;
};

/** A hand speeds up and slows down: one speed throughout (within 5 %) is a machine. */
function looksMechanical(trail: DragTrail): boolean {
  const speeds = speedsOf(trail);
  if (speeds.length < 3) return true;
  const mean = speeds.reduce((sum, s) => sum + s, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((sum, s) => sum + (s - mean) ** 2, 0) / speeds.length);
  return Math.abs(mean) < 1e-9 || spread / Math.abs(mean) < 0.05;
}

/** True when the trail could be a person's drag ending at `answerX`. */
export function isHumanTrail(trail: DragTrail, answerX: number): boolean {
  if (trail.length < TRAIL_RULES.minPoints) return false;
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  for (let i = 0; i < trail.length; i += 1) {
    const [t, x] = trail[i]!;
    if (t < 0 || x < -CAPTCHA_TOLERANCE_PX || x > CAPTCHA_WIDTH) return false;
    if (i > 0 && t < trail[i - 1]![0]) return false;
  }
  const duration = last[0] - first[0];
  if (duration < TRAIL_RULES.minDurationMs || duration > TRAIL_RULES.maxDurationMs) return false;
  if (Math.abs(last[1] - answerX) > CAPTCHA_TOLERANCE_PX) return false;
  return !looksMechanical(trail);
}
