/**
 * The scenes' params files as the project keeps them (`assets/scene-params/<scene>.json`): which
 * spec each file belongs to, and what a saved file holds. Shared by the sandbox's panel, the dev
 * server's save endpoint (scripts/sandbox/save-params.ts) and the files' unit test. No Pixi.
 */
import { resolveParams } from '../core/params.ts';
import type { ParamSpec, ParamsFile } from '../core/params.ts';
import { wheelParams } from '../wheel/params.ts';
import { giftParams } from '../gift/params.ts';
import { rainParams } from '../rain/params.ts';
import { widgetParams } from '../widget/params.ts';

export const SCENE_SPECS: Readonly<Record<string, ParamSpec>> = { wheel: wheelParams, gift: giftParams, rain: rainParams, widget: widgetParams };

/** Where the app reads the tuned files from (scenes/core/tuned.ts), relative to the project. */
export const SCENE_PARAMS_DIR = 'assets/scene-params';

export interface Difference {
  key: string;
  label: string;
  /** The default in params.ts. */
  from: number;
  to: number;
}

/** The values that differ from the defaults in params.ts, in the spec's order. */
export function differences(spec: ParamSpec, values: Record<string, number>): Difference[] {
  const resolved = resolveParams(spec, values) as Record<string, number>;
  return Object.entries(spec)
    .filter(([key, p]) => resolved[key] !== p.value)
    .map(([key, p]) => ({ key, label: p.label, from: p.value, to: resolved[key]! }));
}

/**
 * The file "Salvar no projeto" writes: only the values that differ from the defaults, so a default
 * changed later in params.ts still reaches the app for every param the designer left alone.
 */
export function fileToSave(scene: string, spec: ParamSpec, values: Record<string, number>): ParamsFile {
  return { scene, version: 1, values: Object.fromEntries(differences(spec, values).map((d) => [d.key, d.to])) };
}

/** "Envelopes por segundo 4 → 6" in Brazilian number format. */
export function describeDifference(d: Difference): string {
  const n = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 6 });
  return `${d.label} ${n(d.from)} → ${n(d.to)}`;
}
