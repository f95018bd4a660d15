// @vitest-environment node
/** The first screen's zod-free map of methods and paths is written from the definitions; it must not drift. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CALL_PATHS_FILE, callPathsText } from '../../scripts/call-paths.ts';

it('is what `npm run calls:generate` writes from the member calls\' definitions', () => {
  expect(readFileSync(CALL_PATHS_FILE, 'utf8'), 'src/domain/contract/paths.ts is out of date: run `npm run calls:generate`').toBe(callPathsText());
});

it('imports nothing, so the first screen gets no schema', () => {
  expect(readFileSync(CALL_PATHS_FILE, 'utf8')).not.toMatch(/^import /m);
});
