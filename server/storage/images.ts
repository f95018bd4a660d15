/**
 * What an uploaded image becomes: its type sniffed from the bytes (never the name or the declared
 * type), decoded, auto-rotated, shrunk to UPLOAD_MAX_SIDE_PX and re-encoded in the same format.
 * Re-encoding drops EXIF, GPS and anything hidden after the image data, because sharp writes no
 * metadata unless asked to.
 */
import sharp, { type Sharp } from 'sharp';
import { UPLOAD_MAX_SIDE_PX, UPLOAD_THUMB_SIDE_PX } from '../../src/domain/constants.ts';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSION: Record<ImageMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Decompression bombs: a 5 MB file may claim 50 000 × 50 000 pixels; refuse before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export function sniffImageType(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface ProcessedImage {
  mime: ImageMime;
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

function encode(pipeline: Sharp, mime: ImageMime): Sharp {
  if (mime === 'image/jpeg') return pipeline.jpeg({ quality: 82, mozjpeg: true });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 8 });
  return pipeline.webp({ quality: 80 });
}

function shrink(bytes: Buffer, side: number): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
}

/** Throws when the bytes do not decode as the sniffed type (the caller answers 400). */
export async function processImage(bytes: Buffer, mime: ImageMime): Promise<ProcessedImage> {
  const main = await encode(shrink(bytes, UPLOAD_MAX_SIDE_PX), mime).toBuffer({ resolveWithObject: true });
  // From the shrunk image, not the original: decoding a 12 Mpx photo once per upload is enough.
  const thumb = await encode(shrink(main.data, UPLOAD_THUMB_SIDE_PX), mime).toBuffer();
  return { mime, image: main.data, thumb, width: main.info.width, height: main.info.height };
}
