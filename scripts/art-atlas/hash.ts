/**
 * The fingerprint of what the atlas images are made from. `npm run art:atlas` writes it into
 * `scenes/art/atlas-frames.ts`; `tests/unit/scenes/atlas-fresh.test.ts` recomputes it, so a change
 * to the drawings, the packing or the renderer script without a new atlas fails `npm test`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ATLAS_INPUTS = ['scenes/art/drawings.ts', 'scenes/art/pack.ts', 'scripts/art-atlas/render.ts'];
const root = fileURLToPath(new URL('../../', import.meta.url));

export function atlasSourceHash(scales: readonly number[]): string {
  const hash = createHash('sha256');
  // Line endings normalised: a Windows checkout must not look stale.
  for (const path of ATLAS_INPUTS) hash.update(`${path}\n${readFileSync(`${root}${path}`, 'utf8').replace(/\r\n/g, '\n')}\n`);
  hash.update(`scales ${scales.join(',')}`);
  return hash.digest('hex').slice(0, 16);
}
