/**
 * The tuned params files kept in the project (assets/scene-params/<scene>.json) are exactly what
 * their scene's params.ts allows: the app would clamp a bad value silently, this test names it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paramsFileProblems } from '../../../scenes/core/params-check.ts';
import { defaultsOf, fromParamsFile, toParamsFile } from '../../../scenes/core/params.ts';
import { SCENE_PARAMS_DIR, SCENE_SPECS, differences, fileToSave } from '../../../scenes/sandbox/scene-files.ts';
import { rainParams } from '../../../scenes/rain/params.ts';
import { wheelParams } from '../../../scenes/wheel/params.ts';

/** Problems of every params file in `dir`, by file name (a file of no known scene is one). */
function folderProblems(dir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const scene = name.slice(0, -'.json'.length);
    const spec = SCENE_SPECS[scene];
    let problems: string[];
    try {
      const json: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      problems = spec ? paramsFileProblems(scene, spec, json) : [`nenhuma cena se chama "${scene}" (${Object.keys(SCENE_SPECS).join(', ')})`];
    } catch (error) {
      problems = [`JSON inválido: ${(error as Error).message}`];
    }
    if (problems.length > 0) out[name] = problems;
  }
  return out;
}

describe('assets/scene-params', () => {
  it('every saved file is valid against its scene\'s params.ts', () => {
    expect(folderProblems(SCENE_PARAMS_DIR)).toEqual({});
  });

  describe('the check of a folder', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('names the file and the param of each bad value, and files of no scene', () => {
      dir = mkdtempSync(join(tmpdir(), 'scene-params-'));
      writeFileSync(join(dir, 'rain.json'), JSON.stringify({ scene: 'rain', version: 1, values: { maxAlive: 80, swayPx: 12 } }));
      writeFileSync(join(dir, 'wheel.json'), JSON.stringify({ scene: 'wheel', version: 1, values: { accelMs: 700 } }));
      writeFileSync(join(dir, 'chuva.json'), '{}');
      writeFileSync(join(dir, 'gift.json'), '{ "scene": ');
      const problems = folderProblems(dir);
      expect(Object.keys(problems).sort()).toEqual(['chuva.json', 'gift.json', 'rain.json']);
      expect(problems['rain.json']).toEqual(['maxAlive (Máximo de envelopes na tela): 80 está fora do intervalo 1–50.']);
      expect(problems['chuva.json']![0]).toContain('nenhuma cena se chama "chuva"');
      expect(problems['gift.json']![0]).toContain('JSON inválido');
    });
  });
});

describe('paramsFileProblems', () => {
  const file = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ scene: 'wheel', version: 1, values, ...extra });

  it('accepts a partial file on the grid, and the file the sandbox exports', () => {
    expect(paramsFileProblems('wheel', wheelParams, file({ accelMs: 750, edgeMargin: 0.2 }))).toEqual([]);
    expect(paramsFileProblems('wheel', wheelParams, file({ ...defaultsOf(wheelParams) }))).toEqual([]);
    expect(paramsFileProblems('wheel', wheelParams, file({}))).toEqual([]);
  });

  it('accepts every scene\'s defaults as its params.ts lists them (each default is on its grid)', () => {
    for (const [scene, spec] of Object.entries(SCENE_SPECS)) {
      expect(paramsFileProblems(scene, spec, toParamsFile(scene, spec, defaultsOf(spec))), scene).toEqual([]);
    }
  });

  it('fails an unknown key, naming it', () => {
    expect(paramsFileProblems('wheel', wheelParams, file({ accelMs: 700, spinSpeed: 3 }))).toEqual([
      'spinSpeed: parâmetro desconhecido (não existe em scenes/wheel/params.ts).',
    ]);
    expect(paramsFileProblems('wheel', wheelParams, file({}, { comment: 'x' }))).toEqual([
      'comment: campo desconhecido (o arquivo tem só scene, version e values).',
    ]);
  });

  it('fails values out of range, off the step or not numbers, naming the param and its label, in the file\'s order', () => {
    expect(paramsFileProblems('wheel', wheelParams, file({ accelMs: 2050, wheelScale: 0.4, stopMs: 3250, labelSize: '15' }))).toEqual([
      'accelMs (Aceleração (ms)): 2050 está fora do intervalo 200–2000.',
      'wheelScale (Tamanho da roleta): 0.4 está fora do intervalo 0.5–1.',
      'stopMs (Frenagem (ms)): 3250 não cai no passo 100 a partir de 1000.',
      'labelSize (Tamanho do texto): "15" não é um número.',
    ]);
  });

  it('fails a file of another scene, another version, or no values', () => {
    expect(paramsFileProblems('rain', rainParams, file({}))).toEqual(['scene: o arquivo é da cena "wheel", não de "rain".']);
    expect(paramsFileProblems('wheel', wheelParams, { scene: 'wheel', version: 2 })).toEqual([
      'version: esperado 1, veio 2.',
      'values: falta o objeto com os valores.',
    ]);
    expect(paramsFileProblems('wheel', wheelParams, [])).toHaveLength(1);
  });

  it('is stricter than the app, which clamps the same file', () => {
    const bad = file({ accelMs: 5000 });
    expect(fromParamsFile('wheel', wheelParams, bad).accelMs).toBe(2000);
    expect(paramsFileProblems('wheel', wheelParams, bad)).toHaveLength(1);
  });
});

describe('the file "Salvar no projeto" writes', () => {
  it('holds only the values that differ from params.ts, which the strict check accepts', () => {
    const values = { ...defaultsOf(rainParams), spawnIntervalMs: 600, swayPx: 4 };
    const saved = fileToSave('rain', rainParams, values);
    expect(saved).toEqual({ scene: 'rain', version: 1, values: { spawnIntervalMs: 600, swayPx: 4 } });
    expect(paramsFileProblems('rain', rainParams, saved)).toEqual([]);
    expect(fromParamsFile('rain', rainParams, saved)).toEqual(values);
  });

  it('lists the differences with their labels, defaults first', () => {
    expect(differences(rainParams, { ...defaultsOf(rainParams), maxAlive: 30 })).toEqual([
      { key: 'maxAlive', label: 'Máximo de envelopes na tela', from: 50, to: 30 },
    ]);
    expect(differences(rainParams, defaultsOf(rainParams))).toEqual([]);
  });
});
