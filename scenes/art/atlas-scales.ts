/**
 * The scales the atlas images are drawn at (`npm run art:atlas`): 2.5× serves screens up to DPR 2,
 * 3.75× serves DPR 3 (1.25 × the device ratio, as the run-time atlas was drawn, so sprites shown a
 * little larger than their logical size stay crisp). One image for all would make a DPR 2 phone
 * decode and upload 2.25 times the pixels (17 MB of texture instead of 7.5 MB).
 */
export const ATLAS_SCALES = [2.5, 3.75] as const;
export type AtlasScale = (typeof ATLAS_SCALES)[number];

/** The image for a renderer resolution: the smallest drawn at 1.25 × it or more, else the largest. */
export function atlasScaleFor(resolution: number): AtlasScale {
  return ATLAS_SCALES.find((scale) => scale >= resolution * 1.25 - 1e-6) ?? ATLAS_SCALES[ATLAS_SCALES.length - 1]!;
}
