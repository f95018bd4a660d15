/**
 * The canvas scenes for screen readers and keyboards: each scene's controls have a name, the gift
 * box's result is said in the live region, and the promo widgets are reached, opened and closed
 * from the keyboard. (The rain's 'Pegar envelope' button and its announcements are in
 * promo.spec.ts, whose journeys own the server's rain periods.)
 */
import { test as plain, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { focusedName, tabTo } from './support/keyboard.ts';

const live = (page: Page) => page.getByTestId('live-announcer');

test('the wheel, the gift box and the chest have named scenes and named buttons', async ({ page, request }) => {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  for (const [path, scene, button] of [
    ['/#/pages/lottery/lottery', /^Roda da fortuna com \d+ prêmios$/, 'Girar'],
    ['/#/pages/dailylottery/dailylottery', 'Caixa de presente da sorte', 'Abrir'],
    ['/#/pages/AnInvitation/AnInvitation', 'Baú do convite', 'Abrir baú'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('img', { name: scene })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
  }
});

test('the gift box opened from the keyboard says the server\'s result in the live region', async ({ page, request }) => {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/dailylottery/dailylottery');
  // Whether the box is drawn yet or not (a slow machine), the result is said once the server answers.
  await expect(page.getByRole('button', { name: 'Abrir', exact: true })).toBeEnabled({ timeout: 20_000 });
  await expect(live(page)).toHaveText('');
  await tabTo(page, /^Abrir$/);
  const drawn = page.waitForResponse((r) => r.url().endsWith('/api/lottery/draw') && r.status() === 200);
  await page.keyboard.press('Space');
  const draw = ((await (await drawn).json()) as { data: { prize: { kind: string; label: string } } }).data;
  await expect(live(page)).toHaveText(draw.prize.kind === 'nothing' ? 'Não foi desta vez: você não ganhou nada.' : `Você ganhou: ${draw.prize.label}`, { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => focusedName(page)).toBe('Abrir');
});

// Plain `test`: the widgets stay open (the journeys' fixture closes them).
plain('the promo widgets are reached with Tab, opened with Enter and closed with Escape, the focus back on the widget', async ({ page }) => {
  plain.setTimeout(120_000);
  await page.goto('/#/');
  const widgets = page.locator('[data-widget-standin], [data-widget-id]');
  await expect(widgets.first()).toBeVisible({ timeout: 45_000 });
  // Every widget is a button named by its promotion, then its countdown or 'Receber'.
  for (const button of await widgets.all()) await expect(button).toHaveAccessibleName(/^(Códigos de resgate|Chuva de envelopes|Anúncio do patrocinador): \S/);
  // After the page's own controls: Shift+Tab from the top of the page comes round to the last widget.
  await page.keyboard.press('Tab');
  let reached = '';
  for (let i = 0; i < 80 && !reached; i += 1) {
    await page.keyboard.press('Shift+Tab');
    reached = await page.evaluate(() => document.activeElement?.getAttribute('data-widget-standin') ?? document.activeElement?.getAttribute('data-widget-id') ?? '');
  }
  expect(reached).toMatch(/^market-[123]$/);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleName(/^(Códigos de resgate|Chuva de envelopes|Patrocinador)$/);
  // Tab cycles inside the popup.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // Back on the widget that opened it (the canvas's button if the canvas took over meanwhile).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-widget-standin') ?? document.activeElement?.getAttribute('data-widget-id'))).toBe(reached);
});
