/** Draws the chosen square at PHOTO_SIDE px as JPEG (the server re-encodes it anyway). */
import { type CropState, sourceSquare } from './crop-math.ts';

const PHOTO_SIDE = 512;
const JPEG_QUALITY = 0.88;

export function cropToBlob(bitmap: ImageBitmap, state: CropState): Promise<Blob | null> {
  const { sx, sy, size } = sourceSquare(state);
  const side = Math.min(PHOTO_SIDE, Math.round(size));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(bitmap, sx, sy, size, size, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
