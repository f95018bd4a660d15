/**
 * The strict reading of a params file, for the files kept in the project (`assets/scene-params/`).
 * `fromParamsFile` forgives (it clamps, snaps and drops what it does not know) so the app never
 * breaks on a file; a file saved in the project must instead be exactly what its `params.ts`
 * allows, and every problem names the param so a designer can fix it. Not imported by the app.
 */
import type { NumberParam, ParamSpec } from './params.ts';

const FILE_KEYS = ['scene', 'version', 'values'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` lies on the param's grid (min + n × step), with room for float error. */
function onStep(param: NumberParam, value: number): boolean {
  const steps = (value - param.min) / param.step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function valueProblem(key: string, param: NumberParam, raw: unknown): string | undefined {
  const name = `${key} (${param.label})`;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return `${name}: ${JSON.stringify(raw)} não é um número.`;
  if (raw < param.min || raw > param.max) return `${name}: ${raw} está fora do intervalo ${param.min}–${param.max}.`;
  if (!onStep(param, raw)) return `${name}: ${raw} não cai no passo ${param.step} a partir de ${param.min}.`;
  return undefined;
}

/**
 * Everything wrong with `json` as `scene`'s params file, in Portuguese, one line per problem
 * (empty when the file is valid). Values may be partial: a missing param keeps its default.
 */
export function paramsFileProblems(scene: string, spec: ParamSpec, json: unknown): string[] {
  if (!isRecord(json)) return ['O arquivo não é um objeto JSON { "scene", "version", "values" }.'];
  const problems: string[] = [];
  if (json.scene !== scene) problems.push(`scene: o arquivo é da cena ${JSON.stringify(json.scene)}, não de "${scene}".`);
  if (json.version !== 1) problems.push(`version: esperado 1, veio ${JSON.stringify(json.version)}.`);
  for (const key of Object.keys(json)) if (!FILE_KEYS.includes(key)) problems.push(`${key}: campo desconhecido (o arquivo tem só scene, version e values).`);
  if (!isRecord(json.values)) return [...problems, 'values: falta o objeto com os valores.'];
  for (const [key, raw] of Object.entries(json.values)) {
    const param = Object.hasOwn(spec, key) ? spec[key] : undefined;
    const problem = param ? valueProblem(key, param, raw) : `${key}: parâmetro desconhecido (não existe em scenes/${scene}/params.ts).`;
    if (problem) problems.push(problem);
  }
  return problems;
}
