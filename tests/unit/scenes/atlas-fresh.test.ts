// @vitest-environment node
/**
 * The atlas images are made at build time from scenes/art/drawings.ts (`npm run art:atlas`) and
 * committed. This fails when the drawings, the packing or the renderer script changed without them
 * being made again, or when an image is missing or not the size the frames assume.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ATLAS_INPUTS_HASH, ATLAS_SIZE, FRAMES } from '../../../scenes/art/atlas-frames.ts';
import { ATLAS_SCALES, atlasScaleFor } from '../../../scenes/art/atlas-scales.ts';
import { packFrames } from '../../../scenes/art/pack.ts';
import { atlasSourceHash } from '../../../scripts/art-atlas/hash.ts';

const STALE = 'scenes/art/drawings.ts, pack.ts or scripts/art-atlas/render.ts changed: run `npm run art:atlas` and commit the images';

describe('scenes atlas', () => {
  it('was made from the current drawings', () => {
    expect(atlasSourceHash(ATLAS_SCALES), STALE).toBe(ATLAS_INPUTS_HASH);
  });

  it('has an image per scale, the size of the packed sheet at that scale', async () => {
    for (const scale of ATLAS_SCALES) {
      const meta = await sharp(fileURLToPath(new URL(`../../../scenes/art/atlas@${scale}x.webp`, import.meta.url))).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', Math.ceil(ATLAS_SIZE.width * scale), Math.ceil(ATLAS_SIZE.height * scale), true]);
    }
  });

  it('keeps every frame inside the sheet, none overlapping, where the packing puts it', () => {
    const sizes = Object.fromEntries(Object.entries(FRAMES).map(([name, [, , w, h]]) => [name, { w, h }]));
    expect(packFrames(sizes)).toEqual({ ...ATLAS_SIZE, frames: FRAMES });
    const rects = Object.values(FRAMES);
    for (const [x, y, w, h] of rects) expect(x >= 0 && y >= 0 && x + w <= ATLAS_SIZE.width && y + h <= ATLAS_SIZE.height).toBe(true);
    for (const a of rects) for (const b of rects) {
      if (a === b) continue;
      expect(a[0] + a[2] <= b[0] || b[0] + b[2] <= a[0] || a[1] + a[3] <= b[1] || b[1] + b[3] <= a[1]).toBe(true);
    }
  });

  it('serves DPR 1–2 the 2.5× image and denser screens the 3.75× one', () => {
    expect([1, 1.5, 2, 2.625, 3, 4].map(atlasScaleFor)).toEqual([2.5, 2.5, 2.5, 3.75, 3.75, 3.75]);
  });
});
