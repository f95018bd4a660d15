/**
 * The sandbox's "Salvar no projeto": a dev-server endpoint that writes a scene's tuned values
 * straight into the project, where the app reads them at the next build (scenes/core/tuned.ts).
 *   GET    /__sandbox/params/<scene>  → the saved file (204 when there is none)
 *   POST   /__sandbox/params/<scene>  → checks the body strictly against scenes/<scene>/params.ts
 *          and writes `<dir>/<scene>.json` (pretty, newline); a file with no values removes it.
 * `<dir>` is assets/scene-params, or SANDBOX_PARAMS_DIR (the browser tests write to a temp folder).
 * Only `vite serve` (apply: 'serve'): a built sandbox has no endpoint and writes nothing.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { paramsFileProblems } from '../../scenes/core/params-check.ts';
import { SCENE_PARAMS_DIR, SCENE_SPECS } from '../../scenes/sandbox/scene-files.ts';

export const SAVE_ROUTE = '/__sandbox/params/';
const MAX_BODY_BYTES = 64 * 1024;
const OWN_WRITE_WINDOW_MS = 2000;

/** What a save answers: the file written (or removed), or the problems, in Portuguese. */
type SaveAnswer = { saved: string; values: Record<string, number> } | { removed: string } | { error: string; problems?: string[] };

/** `body`: a SaveAnswer, or the saved file itself for a GET. */
function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('Arquivo grande demais.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes the checked file, keys in the spec's order; a file with no values is removed instead. */
function write(dir: string, scene: string, values: Record<string, unknown>): SaveAnswer {
  const path = join(dir, `${scene}.json`);
  const shown = relative(process.cwd(), path) || path;
  const ordered = Object.fromEntries(Object.keys(SCENE_SPECS[scene]!).filter((k) => k in values).map((k) => [k, values[k] as number]));
  if (Object.keys(ordered).length === 0) {
    rmSync(path, { force: true });
    return { removed: shown };
  }
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: the watcher never reads half a file.
  writeFileSync(`${path}.tmp`, `${JSON.stringify({ scene, version: 1, values: ordered }, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
  return { saved: shown, values: ordered };
}

async function save(req: IncomingMessage, res: ServerResponse, dir: string, scene: string, onWrite: (file: string) => void): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(await readBody(req));
  } catch (error) {
    return answer(res, 400, { error: error instanceof SyntaxError ? 'O corpo não é JSON válido.' : (error as Error).message });
  }
  const problems = paramsFileProblems(scene, SCENE_SPECS[scene]!, json);
  if (problems.length > 0) return answer(res, 422, { error: `O arquivo de "${scene}" não vale contra scenes/${scene}/params.ts.`, problems });
  onWrite(resolve(dir, `${scene}.json`));
  answer(res, 200, write(dir, scene, (json as { values: Record<string, unknown> }).values));
}

/** The saved file as it is, or 204 when there is none (no error in the panel's console: the usual case). */
function load(res: ServerResponse, dir: string, scene: string): void {
  let text: string;
  try {
    text = readFileSync(join(dir, `${scene}.json`), 'utf8');
  } catch {
    res.statusCode = 204;
    res.end();
    return;
  }
  try {
    answer(res, 200, JSON.parse(text));
  } catch {
    answer(res, 422, { error: `assets/scene-params/${scene}.json não é JSON válido.` });
  }
}

export function saveParamsPlugin(): Plugin {
  const dir = resolve(process.env.SANDBOX_PARAMS_DIR ?? SCENE_PARAMS_DIR);
  /** When this endpoint last wrote each file: the panel and the stage already show its values. */
  const ownWrites = new Map<string, number>();
  return {
    name: 'sandbox-save-params',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(SAVE_ROUTE)) return next();
        const scene = decodeURIComponent(url.slice(SAVE_ROUTE.length).split('?')[0]!);
        if (!Object.hasOwn(SCENE_SPECS, scene)) return answer(res, 404, { error: `Cena desconhecida: "${scene}".` });
        if (req.method === 'GET') return load(res, dir, scene);
        if (req.method !== 'POST') return answer(res, 405, { error: 'Use GET ou POST.' });
        save(req, res, dir, scene, (file) => ownWrites.set(file, Date.now())).catch(next);
      });
    },
    hotUpdate: {
      // Last, after Vite's glob plugin has added the modules that list assets/scene-params/.
      order: 'post',
      handler({ file, modules }) {
        // A rename may reach the watcher as more than one event: all within the window are ours.
        if (Date.now() - (ownWrites.get(resolve(file)) ?? 0) > OWN_WRITE_WINDOW_MS) return undefined;
        // No reload of the panel or the phone (they hold these values already); the modules are
        // only marked stale, so the next load of the page reads the new file.
        for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod);
        return [];
      },
    },
  };
}
