/**
 * Where each frame sits in the atlas, in logical px: shelf packing, tallest first, simple and stable
 * for a few dozen frames. Pure (no Pixi): `npm run art:atlas` packs with it at build time, and the
 * sandbox's live drawing (`draw-atlas.ts`) uses the same places.
 */
export const ATLAS_WIDTH = 512;
export const PADDING = 3;

export type Rect = readonly [x: number, y: number, w: number, h: number];

export interface Packing<N extends string> {
  width: number;
  height: number;
  frames: Record<N, Rect>;
}

export function packFrames<N extends string>(sizes: Record<N, { w: number; h: number }>): Packing<N> {
  const names = (Object.keys(sizes) as N[]).sort((a, b) => sizes[b].h - sizes[a].h);
  const frames = {} as Record<N, Rect>;
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const name of names) {
    const { w, h } = sizes[name];
    if (x + w + PADDING > ATLAS_WIDTH) {
      x = 0;
      y += shelf + PADDING;
      shelf = 0;
    }
    frames[name] = [x, y, w, h];
    x += w + PADDING;
    shelf = Math.max(shelf, h);
  }
  return { width: ATLAS_WIDTH, height: y + shelf, frames };
}
