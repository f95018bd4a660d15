/**
 * The one format of tunable numbers shared by every scene, the sandbox panels and exported JSON.
 * A scene's params.ts is a `ParamSpec`; the app and the sandbox work on plain `ParamValues`.
 */
export interface NumberParam {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Portuguese label shown in the sandbox. */
  readonly label: string;
  /**
   * Set on a param that changes how much a frame draws or computes (more envelopes, more sparks):
   * a short Portuguese note the sandbox shows next to its slider. The app ignores it.
   */
  readonly cost?: string;
}

export type ParamSpec = Readonly<Record<string, NumberParam>>;
export type ParamValues<S extends ParamSpec> = { [K in keyof S]: number };

/** The exported file: `{ "scene": "wheel", "version": 1, "values": { ... } }`. */
export interface ParamsFile {
  scene: string;
  version: 1;
  values: Record<string, number>;
}

export function defaultsOf<S extends ParamSpec>(spec: S): ParamValues<S> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(spec)) out[key] = spec[key]!.value;
  return out as ParamValues<S>;
}

function snap(param: NumberParam, raw: number): number {
  const clamped = Math.min(param.max, Math.max(param.min, raw));
  const steps = Math.round((clamped - param.min) / param.step);
  // Rounding to the step keeps floats like 0.1 + 0.2 out of exported files.
  return Math.min(param.max, Number((param.min + steps * param.step).toFixed(6)));
}

/** Defaults overlaid with any known, finite values, each clamped to its range and step. */
export function resolveParams<S extends ParamSpec>(spec: S, partial?: Partial<Record<keyof S, number>>): ParamValues<S> {
  const out = defaultsOf(spec) as Record<string, number>;
  if (!partial) return out as ParamValues<S>;
  for (const key of Object.keys(spec)) {
    const raw = (partial as Record<string, unknown>)[key];
    if (typeof raw === 'number' && Number.isFinite(raw)) out[key] = snap(spec[key]!, raw);
  }
  return out as ParamValues<S>;
}

export function toParamsFile<S extends ParamSpec>(scene: string, spec: S, values: ParamValues<S>): ParamsFile {
  return { scene, version: 1, values: { ...resolveParams(spec, values) } };
}

/** Reads a params file; throws a Portuguese message when it belongs to another scene or is malformed. */
export function fromParamsFile<S extends ParamSpec>(scene: string, spec: S, json: unknown): ParamValues<S> {
  if (typeof json !== 'object' || json === null) throw new Error('Arquivo de parâmetros inválido.');
  const file = json as Partial<ParamsFile>;
  if (file.scene !== scene) throw new Error(`Este arquivo é da cena "${String(file.scene)}", não de "${scene}".`);
  if (typeof file.values !== 'object' || file.values === null) throw new Error('Arquivo sem valores.');
  return resolveParams(spec, file.values as Partial<Record<keyof S, number>>);
}

/**
 * The tuned values of `scene` among the params files found at build time (keyed by path, ending
 * in `/<scene>.json`); undefined when there is none or it is unusable (reported, defaults stay).
 */
export function tunedParams<S extends ParamSpec>(scene: string, spec: S, files: Record<string, unknown>): ParamValues<S> | undefined {
  const path = Object.keys(files).find((p) => p.endsWith(`/${scene}.json`));
  if (path === undefined) return undefined;
  try {
    return fromParamsFile(scene, spec, files[path]);
  } catch (error) {
    console.error(`[scenes] ${path} ignorado:`, error);
    return undefined;
  }
}
