/**
 * What a source file brings with it when it loads, following its static imports: zod
 * and the schemas built from it are about 100 kB of JavaScript and 100 ms of evaluation on a slow
 * phone, needed only by pages with a form; i18next is not needed before the first paint. Used by
 * the build's chunk groups (`vite.config.ts`) and by the unit tests that keep pages free of zod and
 * the first screen free of i18next.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** `import … from 'x'`, `import 'x'` and `export … from 'x'`; not `import type` nor `import('x')`, which load nothing now. */
const STATIC_IMPORT = /^(?:import|export) (?!type )(?:[^;]*? from )?'([^']+)'/gm;

const sources = new Map<string, string>();
function sourceOf(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    source = existsSync(file) ? readFileSync(file, 'utf8') : '';
    sources.set(file, source);
  }
  return source;
}

function importsOf(file: string): string[] {
  return [...sourceOf(file).matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

const answers = new Map<string, Map<string, boolean>>();

/** Whether a source file imports the package `name`, itself or through its relative imports. */
export function reachesPackage(file: string, name: string): boolean {
  let known = answers.get(name);
  if (!known) answers.set(name, (known = new Map()));
  const cached = known.get(file);
  if (cached !== undefined) return cached;
  known.set(file, false); // an import cycle adds nothing new
  const specifiers = importsOf(file);
  const answer = specifiers.includes(name)
    || specifiers.some((spec) => spec.startsWith('.') && reachesPackage(resolve(dirname(file), spec), name));
  known.set(file, answer);
  return answer;
}

/** Whether a source file imports zod itself. */
export function importsZodItself(file: string): boolean {
  return importsOf(file).includes('zod');
}

/** Whether a source file imports zod, itself or through its relative imports. */
export const reachesZod = (file: string): boolean => reachesPackage(file, 'zod');
