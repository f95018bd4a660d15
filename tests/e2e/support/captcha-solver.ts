/**
 * Solves the slider puzzle the way a person does, by looking: the gap is a darkened copy of the
 * picture under the piece, so the column where the piece's pixels best correlate with the
 * background (normalised cross-correlation of luminance) is the gap. No server secret is read.
 */
import { PNG } from 'pngjs';

interface Image { width: number; height: number; data: Buffer }

function decodeDataUrl(dataUrl: string): Image {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return PNG.sync.read(Buffer.from(base64, 'base64'));
}

const luminance = (img: Image, x: number, y: number) => {
  const i = (y * img.width + x) * 4;
  return 0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
};
const alpha = (img: Image, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;

/** Opaque pixels at least 3 px inside the piece's edge: outlines and shadows left out. */
function interiorPixels(piece: Image): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const inset = 3;
  for (let y = inset; y < piece.height - inset; y += 1) {
    for (let x = inset; x < piece.width - inset; x += 1) {
      const solid = alpha(piece, x, y) === 255 && alpha(piece, x - inset, y) === 255 && alpha(piece, x + inset, y) === 255
        && alpha(piece, x, y - inset) === 255 && alpha(piece, x, y + inset) === 255;
      if (solid) points.push([x, y]);
    }
  }
  return points;
}

function correlation(a: number[], b: number[]): number {
  const n = a.length;
  const meanA = a.reduce((s, v) => s + v, 0) / n;
  const meanB = b.reduce((s, v) => s + v, 0) / n;
  let cov = 0; let varA = 0; let varB = 0;
  for (let i = 0; i < n; i += 1) {
    const da = a[i]! - meanA; const db = b[i]! - meanB;
    cov += da * db; varA += da * da; varB += db * db;
  }
  return cov / Math.sqrt(varA * varB || 1);
}

/** The x (image pixels) of the piece's left edge that fills the gap. */
export function solveSlider(backgroundUrl: string, pieceUrl: string, pieceY: number): number {
  const bg = decodeDataUrl(backgroundUrl);
  const piece = decodeDataUrl(pieceUrl);
  const points = interiorPixels(piece);
  const pieceValues = points.map(([x, y]) => luminance(piece, x, y));
  let best = { x: 0, score: -Infinity };
  for (let left = 0; left + piece.width <= bg.width; left += 1) {
    const bgValues = points.map(([x, y]) => luminance(bg, left + x, Math.min(bg.height - 1, pieceY + y)));
    const score = correlation(pieceValues, bgValues);
    if (score > best.score) best = { x: left, score };
  }
  return best.x;
}

/** A hand's drag to `x`: eased, a little uneven in time, over about half a second. */
export function humanTrail(x: number): Array<[number, number]> {
  const times = [0, 70, 150, 240, 330, 410, 480, 540];
  return times.map((ms, i) => {
    const progress = i / (times.length - 1);
    return [ms, Math.round(x * (1 - (1 - progress) ** 3) * 10) / 10];
  });
}
