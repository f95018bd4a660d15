/** Draws the slider puzzle: a background with a darkened jigsaw gap, and the piece cut from the original pixels. */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_SIZE, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';
import { paintBackground, type Rgba } from './background.ts';
import { jigsawShape } from './piece-shape.ts';

export interface SliderPuzzle {
  gapX: number;
  gapY: number;
  background: string;
  piece: string;
}

const OUTLINE = 0.75;

function toDataUrl(img: Rgba, withAlpha: boolean): string {
  const png = new PNG({ width: img.width, height: img.height, colorType: withAlpha ? 6 : 2, inputHasAlpha: true });
  img.data.copy(png.data);
  const buffer = PNG.sync.write(png, { colorType: withAlpha ? 6 : 2, inputHasAlpha: true });
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

const lighten = (value: number, amount: number) => Math.round(value + (255 - value) * amount);

export function drawSliderPuzzle(): SliderPuzzle {
  const size = CAPTCHA_PIECE_SIZE;
  const shape = jigsawShape(size);
  // The gap starts at least a piece and a margin from the left, so the piece never starts on top of it.
  const gapX = randomInt(size + 10, CAPTCHA_WIDTH - size - 4);
  const gapY = randomInt(4, CAPTCHA_HEIGHT - size - 4);
  const background = paintBackground(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const piece: Rgba = { width: size, height: size, data: Buffer.alloc(size * size * 4) };

  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!shape.contains(x, y)) continue;
      const edge = shape.isEdge(x, y);
      const from = ((gapY + y) * CAPTCHA_WIDTH + gapX + x) * 4;
      const to = (y * size + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const original = background.data[from + c] ?? 0;
        piece.data[to + c] = edge ? lighten(original, OUTLINE) : original;
        background.data[from + c] = edge ? lighten(original * 0.5, 0.55) : Math.round(original * 0.42);
      }
      piece.data[to + 3] = 255;
    }
  }
  return { gapX, gapY, background: toDataUrl(background, false), piece: toDataUrl(piece, true) };
}
