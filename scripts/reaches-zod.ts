/**
 * Which source files bring zod with them (issue 14): zod and the schemas built from it are about
 * 100 kB of JavaScript and 100 ms of evaluation on a slow phone, needed only by pages with a form.
 * Used by the build's chunk groups (`vite.config.ts`) and by the unit test that keeps the features'
 * `index.ts` free of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const known = new Map<string, boolean>();

/** Whether a source file imports zod itself. */
export function importsZodItself(file: string): boolean {
  return /from 'zod'/.test(readFileSync(file, 'utf8'));
}

/** Whether a source file imports zod, itself or through its relative imports (those that run code, not `import type`). */
export function reachesZod(file: string): boolean {
  const cached = known.get(file);
  if (cached !== undefined) return cached;
  known.set(file, false); // an import cycle adds nothing new
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const imports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.[^']+)'/gm)].map((m) => resolve(dirname(file), m[1]!));
  const answer = /from 'zod'/.test(source) || imports.some((dep) => reachesZod(dep));
  known.set(file, answer);
  return answer;
}
