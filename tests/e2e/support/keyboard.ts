/** Moving through the app with the keyboard only: Tab to a control by its name, read what has the focus. */
import { expect, type Page } from '@playwright/test';
import { solveSlider } from './captcha-solver.ts';
import { waitForPuzzle } from './slider.ts';

/** The accessible name of the focused element, as far as a journey needs it (label, aria-label or text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) return document.getElementById(labelled)?.textContent?.trim() ?? '';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return label.replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (Shift+Tab with `back`) until the focused element's name matches; fails after `max` presses. */
export async function tabTo(page: Page, name: RegExp, { back = false, max = 60 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const current = await focusedName(page);
    if (name.test(current)) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' | ')}`);
}

/**
 * Signs in on the login form with the keyboard: the fields, Enter, then the puzzle's handle moved
 * with the arrow keys (at a hand's uneven pace: the server refuses a steady one) and Enter.
 */
export async function signInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await tabTo(page, /^Nome de usuário/);
  await page.keyboard.type(username);
  await tabTo(page, /^Senha/);
  await page.keyboard.type(password);
  const puzzle = waitForPuzzle(page);
  await page.keyboard.press('Enter');
  const shown = await puzzle;
  const handle = page.getByTestId('captcha-handle');
  await expect(handle).toBeEnabled();
  await tabTo(page, /^Controle deslizante do quebra-cabeça$/, { max: 6 });
  const solution = solveSlider(shown.background, shown.piece, shown.piece_y);
  const travel = await handle.evaluate((el) => (el.parentElement?.clientWidth ?? 0) - (el as HTMLElement).offsetWidth);
  // Each ArrowRight moves the handle 2 px along its track, whose whole travel spans the piece's.
  const presses = Math.round(((solution / (shown.width - shown.piece_size)) * travel) / 2);
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(12 + ((i * 7) % 5) * 9);
  }
  await page.keyboard.press('Enter');
}
