/** The params two versions of a scene differ in, with their labels: the compare view's diff list. */
import { resolveParams } from '../core/params.ts';
import type { ParamSpec } from '../core/params.ts';

export interface ParamDifference {
  key: string;
  label: string;
  a: number;
  b: number;
}

/** Both sides as the scene would take them (clamped and snapped to the step), in the spec's order. */
export function diffParams(spec: ParamSpec, a: Record<string, number>, b: Record<string, number>): ParamDifference[] {
  const left = resolveParams(spec, a) as Record<string, number>;
  const right = resolveParams(spec, b) as Record<string, number>;
  return Object.entries(spec)
    .filter(([key]) => left[key] !== right[key])
    .map(([key, p]) => ({ key, label: p.label, a: left[key]!, b: right[key]! }));
}
