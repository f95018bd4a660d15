/**
 * Wheel maths, no Pixi. Angles are radians, clockwise (screen y points down), measured from the
 * pointer at the top of the wheel. Segment i covers local angles [i·s, (i+1)·s) with s = 2π/n, so at
 * rotation 0 the pointer sits on the start of segment 0.
 */
export const TAU = Math.PI * 2;
export const MIN_SEGMENTS = 4;
export const MAX_SEGMENTS = 12;

export function segmentAngle(n: number): number {
  return TAU / n;
}

export function normalizeAngle(a: number): number {
  const r = a % TAU;
  return r < 0 ? r + TAU : r;
}

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAtRotation(rotation: number, n: number): number {
  // A tiny epsilon keeps exact boundaries from flickering because of float noise.
  return Math.floor(normalizeAngle(-rotation + 1e-9) / segmentAngle(n)) % n;
}

/**
 * The segment under a screen direction `angle` (clockwise from the top) for a wheel turned by
 * `rotation`: used for the pointer and for taps on the wheel.
 */
export function segmentAtAngle(angle: number, rotation: number, n: number): number {
  return segmentAtRotation(rotation - angle, n);
}

/** Screen angle (clockwise from the top) of a point relative to the wheel centre. */
export function angleOfPoint(dx: number, dy: number): number {
  return normalizeAngle(Math.atan2(dx, -dy));
}

/** Local angle inside segment `index` where the pointer rests: `spot` 0..1 across the usable part. */
export function landingLocalAngle(index: number, n: number, spot: number, edgeMargin: number): number {
  const s = segmentAngle(n);
  const margin = Math.min(Math.max(edgeMargin, 0), 0.45);
  const t = Math.min(Math.max(spot, 0), 1);
  return (index + margin + t * (1 - 2 * margin)) * s;
}

/** The smallest rotation ≥ `from` that puts `index` (at `spot`) under the pointer. */
export function landingRotation(index: number, n: number, spot: number, from: number, edgeMargin = 0.15): number {
  const target = -landingLocalAngle(index, n, spot, edgeMargin);
  return from + normalizeAngle(target - from);
}

/** Segment boundaries passed when turning from `a` to `b`: one tick each. */
export function boundariesCrossed(a: number, b: number, n: number): number {
  const s = segmentAngle(n);
  return Math.abs(Math.floor((b + 1e-9) / s) - Math.floor((a + 1e-9) / s));
}

export interface StopPlan {
  target: number;
  durationMs: number;
}

/**
 * Plans the eased stop from a steady spin. An ease-out whose slope at 0 is `k` (3 for power3.out)
 * starts at velocity k·distance/duration; choosing the duration from the distance makes the stop
 * continue the steady speed without a jolt, and the landing spot is kept exactly.
 */
export function planStop(
  rotation: number, velocity: number, index: number, n: number, spot: number,
  nominalMs: number, easeSlope: number, edgeMargin = 0.15,
): StopPlan {
  const v = Math.max(velocity, 1e-6);
  const ideal = rotation + (v * nominalMs * 0.001) / easeSlope;
  // The landing rotation nearest to the ideal stopping point, never behind the current one.
  let target = landingRotation(index, n, spot, ideal - Math.PI, edgeMargin);
  if (target <= rotation) target += TAU;
  const durationMs = ((target - rotation) * easeSlope) / v * 1000;
  return { target, durationMs };
}

export interface Prize {
  label: string;
  icon: PrizeIcon;
  /** 0xRRGGBB */
  color: number;
}

export type PrizeIcon = 'coin' | 'gift' | 'star' | 'gem' | 'clover' | 'none';

export function validatePrizes(prizes: readonly Prize[]): void {
  if (prizes.length < MIN_SEGMENTS || prizes.length > MAX_SEGMENTS) {
    throw new RangeError(`A roleta precisa de ${MIN_SEGMENTS} a ${MAX_SEGMENTS} prêmios (recebeu ${prizes.length}).`);
  }
}
