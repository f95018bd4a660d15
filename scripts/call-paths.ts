/**
 * `npm run calls:generate` writes src/domain/contract/paths.ts: the member calls' methods and paths
 * from their definitions (src/domain/contract/member-calls/), without zod or a schema, for the app's
 * first screen. tests/unit/call-paths.test.ts fails when the committed file differs from what this
 * would write.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MEMBER_CALL_SECTIONS } from '../src/domain/contract/member-calls/index.ts';

export const CALL_PATHS_FILE = fileURLToPath(new URL('../src/domain/contract/paths.ts', import.meta.url));

export function callPathsText(): string {
  const sections = Object.entries(MEMBER_CALL_SECTIONS).map(([section, calls]) => {
    const lines = Object.entries(calls).map(([name, { method, path }]) => `  ${name}: { method: '${method}', path: '${path}' },`);
    return [`  // ${section}`, ...lines].join('\n');
  });
  return [
    '/**',
    ' * Method and path of every member call, written by `npm run calls:generate` from the definitions',
    ' * (member-calls/): zod-free, for the first screen. Do not edit; edit the definition.',
    ' */',
    'export const API = {',
    ...sections,
    '} as const;',
    '',
    'export type ApiName = keyof typeof API;',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CALL_PATHS_FILE, callPathsText());
  console.log(`wrote ${CALL_PATHS_FILE}`);
}
