/** Drags the login puzzle's handle to where the solver sees the gap. */
import { expect, type Page, type Response } from '@playwright/test';
import { solveSlider } from './captcha-solver.ts';

interface Puzzle { background: string; piece: string; piece_y: number; width: number; piece_size: number }

export function waitForPuzzle(page: Page): Promise<Puzzle> {
  return page.waitForResponse((r: Response) => r.url().includes('/api/auth/imageCaptcha') && r.status() === 200)
    .then(async (r) => ((await r.json()) as { data: Puzzle }).data);
}

/**
 * `shiftPx` moves the drop that far away from the solution (to test a miss), towards the side with
 * room: past the track's end the handle stops at it, which may be within the tolerance of a gap
 * near that end.
 */
export async function solvePuzzle(page: Page, puzzle: Puzzle, shiftPx = 0): Promise<void> {
  const solution = solveSlider(puzzle.background, puzzle.piece, puzzle.piece_y);
  const maxX = puzzle.width - puzzle.piece_size;
  const gapX = solution + shiftPx <= maxX ? solution + shiftPx : solution - shiftPx;
  const handle = page.getByTestId('captcha-handle');
  await expect(handle).toBeEnabled();
  // The dialog may still be opening (its transition moves the handle): drag only once it sits still.
  let handleBox = (await handle.boundingBox())!;
  await expect.poll(async () => {
    const previous = handleBox;
    await page.waitForTimeout(50);
    handleBox = (await handle.boundingBox())!;
    return previous.x === handleBox.x && previous.y === handleBox.y;
  }).toBe(true);
  const trackBox = (await handle.locator('..').boundingBox())!;
  const travel = trackBox.width - handleBox.width;
  const offset = (gapX / maxX) * travel;
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
