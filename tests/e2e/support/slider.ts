/** Drags the login puzzle's handle to where the solver sees the gap. */
import { expect, type Page, type Response } from '@playwright/test';
import { solveSlider } from './captcha-solver.ts';

interface Puzzle { background: string; piece: string; piece_y: number; width: number; piece_size: number }

export function waitForPuzzle(page: Page): Promise<Puzzle> {
  return page.waitForResponse((r: Response) => r.url().includes('/api/auth/imageCaptcha') && r.status() === 200)
    .then(async (r) => ((await r.json()) as { data: Puzzle }).data);
}

/** `shiftPx` moves the drop away from the solution (to test a miss). */
export async function solvePuzzle(page: Page, puzzle: Puzzle, shiftPx = 0): Promise<void> {
  const gapX = solveSlider(puzzle.background, puzzle.piece, puzzle.piece_y) + shiftPx;
  const handle = page.getByTestId('captcha-handle');
  await expect(handle).toBeEnabled();
  const handleBox = (await handle.boundingBox())!;
  const trackBox = (await handle.locator('..').boundingBox())!;
  const travel = trackBox.width - handleBox.width;
  const offset = (gapX / (puzzle.width - puzzle.piece_size)) * travel;
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // Like a hand: eased (fast, then slowing into the gap), over about half a second; the server
  // refuses a drag at one constant speed or an answer given sooner than a person could.
  for (let step = 1; step <= 12; step += 1) {
    const progress = 1 - (1 - step / 12) ** 3;
    await page.mouse.move(startX + offset * progress, y + (step % 3) - 1);
    await page.waitForTimeout(35 + (step % 4) * 10);
  }
  await page.mouse.up();
}
