/**
 * Phone photos are often 4000 px and 3–8 MB: shrinking them in the browser to the size the server
 * keeps anyway (longest side UPLOAD_MAX_SIDE_PX) saves the member's data plan and stays under the
 * 5 MB limit. Small images go as they are; the server re-encodes everything in any case.
 */
import { UPLOAD_MAX_SIDE_PX } from '../domain/constants.ts';

/** Below this a photo is sent untouched unless it is larger than the kept size. */
const COMPRESS_ABOVE_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

export interface PreparedImage {
  blob: Blob;
  filename: string;
}

export async function prepareImage(file: File): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // The browser cannot decode it (or it is not an image): the server gives the Portuguese answer.
    return { blob: file, filename: file.name };
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= COMPRESS_ABOVE_BYTES) return { blob: file, filename: file.name };
    const blob = await drawAsJpeg(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    return blob && blob.size < file.size ? { blob, filename: jpegName(file.name) } : { blob: file, filename: file.name };
  } finally {
    bitmap.close();
  }
}

function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
