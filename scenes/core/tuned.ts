/** The scenes' parameters as the app uses them: defaults, then a designer's tuned file, then explicit values. No Pixi. */
import type { ParamSpec, ParamValues } from './params.ts';
import { resolveParams, tunedParams } from './params.ts';

/** Values to override the defaults with, e.g. the `values` of a params JSON exported from the sandbox. */
export type ParamOverrides<S extends ParamSpec> = Partial<ParamValues<S>>;

/**
 * Designers' tuned files: a params JSON exported from the sandbox and saved as
 * `assets/scene-params/<scene>.json` (wheel, gift, rain, widget) replaces that scene's defaults in
 * the app at the next build, with no code change. A file for another scene or a malformed one is
 * reported and ignored (the defaults stay).
 */
const TUNED_FILES = import.meta.glob<unknown>('../../assets/scene-params/*.json', { eager: true, import: 'default' });

/** Explicit values win over the tuned file, which wins over the defaults. */
export function paramsFor<S extends ParamSpec>(scene: string, spec: S, overrides?: ParamOverrides<S>): ParamValues<S> {
  return resolveParams(spec, { ...tunedParams(scene, spec, TUNED_FILES), ...overrides } as ParamOverrides<S>);
}

