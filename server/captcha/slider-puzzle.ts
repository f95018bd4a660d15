/**
 * Draws the slider puzzle: a background with a darkened jigsaw gap, and the piece cut from the
 * original pixels. To cost a script more than a glance: a decoy gap of the same shape,
 * darkened a little differently, at another place on the same row band, and noise on the piece
 * that the background does not share, so neither "find the dark hole" nor an exact pixel match
 * points at the answer.
 */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_SIZE, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';
import { paintBackground, type Rgba } from './background.ts';
import { jigsawShape, type PieceShape } from './piece-shape.ts';

export interface SliderPuzzle {
  gapX: number;
  gapY: number;
  background: string;
  piece: string;
}

const OUTLINE = 0.75;
const PIECE_NOISE = 14;

function toDataUrl(img: Rgba, withAlpha: boolean): string {
  const png = new PNG({ width: img.width, height: img.height, colorType: withAlpha ? 6 : 2, inputHasAlpha: true });
  img.data.copy(png.data);
  const buffer = PNG.sync.write(png, { colorType: withAlpha ? 6 : 2, inputHasAlpha: true });
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

const lighten = (value: number, amount: number) => Math.round(value + (255 - value) * amount);
const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Darkens the shape's area of the background at (left, top): the gap, or a decoy with other factors. */
function carveGap(background: Rgba, shape: PieceShape, left: number, top: number, darken: number): void {
  for (let y = 0; y < shape.size; y += 1) {
    for (let x = 0; x < shape.size; x += 1) {
      if (!shape.contains(x, y)) continue;
      const at = ((top + y) * background.width + left + x) * 4;
      const edge = shape.isEdge(x, y);
      for (let c = 0; c < 3; c += 1) {
        const original = background.data[at + c] ?? 0;
        background.data[at + c] = edge ? lighten(original * 0.5, 0.55) : Math.round(original * darken);
      }
    }
  }
}

/** The piece: the original pixels under the gap, outlined, with noise of its own. */
function cutPiece(background: Rgba, shape: PieceShape, left: number, top: number): Rgba {
  const size = shape.size;
  const piece: Rgba = { width: size, height: size, data: Buffer.alloc(size * size * 4) };
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!shape.contains(x, y)) continue;
      const from = ((top + y) * background.width + left + x) * 4;
      const to = (y * size + x) * 4;
      const edge = shape.isEdge(x, y);
      const noise = randomInt(-PIECE_NOISE, PIECE_NOISE + 1);
      for (let c = 0; c < 3; c += 1) {
        const original = background.data[from + c] ?? 0;
        piece.data[to + c] = edge ? lighten(original, OUTLINE) : clampByte(original + noise);
      }
      piece.data[to + 3] = 255;
    }
  }
  return piece;
}

/** A decoy place at least a piece away from the real gap and from the piece's start. */
function decoyX(gapX: number, size: number): number {
  const candidates: number[] = [];
  for (let x = size + 10; x <= CAPTCHA_WIDTH - size - 4; x += 1) if (Math.abs(x - gapX) > size + 4) candidates.push(x);
  return candidates.length > 0 ? candidates[randomInt(candidates.length)]! : gapX;
}

export function drawSliderPuzzle(): SliderPuzzle {
  const size = CAPTCHA_PIECE_SIZE;
  const shape = jigsawShape(size);
  // The gap starts at least a piece and a margin from the left, so the piece never starts on top of it.
  const gapX = randomInt(size + 10, CAPTCHA_WIDTH - size - 4);
  const gapY = randomInt(4, CAPTCHA_HEIGHT - size - 4);
  const background = paintBackground(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const piece = cutPiece(background, shape, gapX, gapY);
  carveGap(background, shape, gapX, gapY, 0.42);
  const decoyTop = Math.max(4, Math.min(CAPTCHA_HEIGHT - size - 4, gapY + randomInt(-12, 13)));
  const decoyLeft = decoyX(gapX, size);
  if (decoyLeft !== gapX) carveGap(background, shape, decoyLeft, decoyTop, 0.36 + randomInt(0, 12) / 100);
  return { gapX, gapY, background: toDataUrl(background, false), piece: toDataUrl(piece, true) };
}
