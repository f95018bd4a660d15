/**
 * Widgets that never hide the page: at their default places they hide no text, button,
 * field or zone a page declares (the nav bar, the wheel, the gift box, the login form) at three
 * phone sizes, resting tucked where no place is free, tuck half into the edge while the
 * page scrolls and after 4 s without a touch, come back out, and a tap where a tucked widget
 * stood reaches the page. Screens of the default and tucked places go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { WIDGET_SIZE_PX } from '../../src/domain/constants.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { hiddenByWidgets } from './support/widget-cover.ts';

const widgets = (page: Page) => page.locator('[data-widget-id]');
const SCREENS = '.tmp/screens';

/** A touch somewhere on the page, without tapping anything that would navigate. */
const touch = (page: Page) => page.evaluate(() => document.dispatchEvent(new PointerEvent('pointerdown')));

/** When a page has shown its content: what widgets must not hide is on screen. */
const READY: Record<string, RegExp> = {
  '/#/': /Compartilhar/, '/#/pages/lottery/lottery': /grátis hoje/, '/#/pages/dailylottery/dailylottery': /grátis hoje/,
  '/#/pages/AnInvitation/AnInvitation': /chances|Abrir baú/i, '/#/pages/personal/personal': /Carteira/, '/#/pages/Quest/Quest': /Enviar prova|Nenhuma tarefa/,
  '/#/pages/personal/wallet': /senha de saque|Sacar/i, '/#/pages/invite/invite': /Copiar link/, '/#/pages/login/login': /Esqueceu|Entrar/,
};

/**
 * Opens `route` afresh (the DOM stand-ins show first), then touches (the canvas takes over): at
 * their default places, neither hides any text, button, field or declared zone of the page.
 */
async function expectNothingHidden(page: Page, route: string, screen?: string) {
  await page.goto(route);
  await page.reload();
  await expect(page.getByText(READY[route]!).first()).toBeVisible();
  await expect(page.locator('[data-widget-standin]').first()).toBeVisible();
  // Well before they tuck for lack of a touch (4 s): hiddenByWidgets answers 'tucked' then.
  await expect.poll(() => hiddenByWidgets(page, 'stand-ins'), { message: `${route} (stand-ins)`, timeout: 3_000, intervals: [200] }).toEqual([]);
  await touch(page);
  await expect(widgets(page).first()).toBeAttached();
  await expect(page.locator('[data-widget-standin]')).toHaveCount(0);
  await expect.poll(async () => {
    await touch(page);
    return hiddenByWidgets(page, 'canvas');
  }, { message: route, timeout: 5_000, intervals: [600] }).toEqual([]);
  if (screen) await page.screenshot({ path: `${SCREENS}/widgets-${screen}-place.png` });
}

for (const size of [{ width: 360, height: 740 }, { width: 390, height: 844 }, { width: 412, height: 915 }]) {
  test(`at their default places the widgets hide no text, button, field or declared zone at ${size.width}×${size.height}`, async ({ page, request }) => {
    // Up to nine pages, each waiting for its widgets (they come after the first touch or the page's rest).
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const session = await registerByApi(request);
    await completeProfileByApi(request, session.token);
    await signInWithStorage(page, session);
    const routes = ['/#/pages/lottery/lottery', '/#/pages/dailylottery/dailylottery', '/#/'];
    // At the smallest phone, every main screen; the others, the game screens and home.
    if (size.width === 360) routes.push('/#/pages/AnInvitation/AnInvitation', '/#/pages/personal/personal', '/#/pages/Quest/Quest', '/#/pages/personal/wallet', '/#/pages/invite/invite');
    mkdirSync(SCREENS, { recursive: true });
    for (const route of routes) await expectNothingHidden(page, route, size.width === 360 ? route.split('/').pop() || 'home' : undefined);
    // Signed out (the seeding init script runs once per tab), the login form is a zone too.
    await page.evaluate(() => localStorage.clear());
    await expectNothingHidden(page, '/#/pages/login/login', size.width === 360 ? 'login' : undefined);
  });
}

test('widgets tuck while the page scrolls and after 4 s without a touch, and come back out', async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true });
  // Home has no free room at the edge (its widgets rest tucked): the member dragged this one out
  // earlier in the session, over the shortcuts, and a member's drag wins.
  await page.addInitScript((x) => sessionStorage.setItem('promo.positions', JSON.stringify({ 'market-3': { x, y: 300 } })), 360 - 8 - WIDGET_SIZE_PX);
  await page.goto('/#/');
  const widget = page.locator('[data-widget-id="market-3"]');
  await expect(page.locator('[data-widget-standin]').first()).toBeVisible();
  await touch(page);
  await expect(widget).toBeVisible();
  const width = page.viewportSize()!.width;
  const tuckedX = width - WIDGET_SIZE_PX / 2;
  const out = async () => (await widget.boundingBox())!.x;
  await touch(page);
  await expect.poll(out).toBeLessThan(width - WIDGET_SIZE_PX);
  await page.screenshot({ path: `${SCREENS}/widgets-home-out.png` });

  // Scrolling: tucked while the wheel turns the page, out once it stops.
  await page.mouse.move(100, 400);
  const seen: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(40);
    seen.push(await out());
  }
  expect(Math.max(...seen)).toBeGreaterThan(tuckedX - 20);
  await touch(page);
  await expect.poll(out, { timeout: 2_000 }).toBeLessThan(width - WIDGET_SIZE_PX);

  // Idle: after 4 s without a touch, half into the edge; the page beneath takes the tap.
  await expect.poll(out, { timeout: 7_000 }).toBeCloseTo(tuckedX, 0);
  await page.screenshot({ path: `${SCREENS}/widgets-home-tucked.png` });
  const box = (await widget.boundingBox())!;
  const freed = { x: width - WIDGET_SIZE_PX + 8, y: box.y + box.height / 2 };
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-widget-id]') === null, freed);
  expect(under).toBe(true);
});

test('the advertising icon’s close button says what it closes, and sits beside its widget’s button, not inside it', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'Fechar anúncio' })).toBeVisible();
  // On the stand-ins and, after the first touch, on the canvas's buttons.
  const nested = () => page.evaluate(() => [...document.querySelectorAll('[data-widget-close], [data-widget-standin-close]')]
    .filter((close) => close.parentElement?.closest('button') !== null).length);
  expect(await nested()).toBe(0);
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-widget-close]')).toBeAttached({ timeout: 40_000 });
  // The stand-ins stay until the canvas has drawn its first frame, which SwiftShader may take a while to do.
  await expect(page.locator('[data-widget-standins]')).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByRole('button', { name: 'Fechar anúncio' })).toBeVisible();
  expect(await nested()).toBe(0);
});

test('screens: login, lottery and wallet with the widgets at their place and tucked', async ({ page, request }) => {
  mkdirSync(SCREENS, { recursive: true });
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  for (const [name, route] of [['lottery', '/#/pages/lottery/lottery'], ['wallet', '/#/pages/wallet/wallet']] as const) {
    await page.goto(route);
    await expect(page.locator('[data-widget-standin], [data-widget-id]').first()).toBeVisible();
    await touch(page);
    await expect(widgets(page).first()).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SCREENS}/widgets-${name}-out.png` });
    await expect.poll(async () => (await widgets(page).first().boundingBox())!.x, { timeout: 7_000 }).toBeGreaterThan(page.viewportSize()!.width - WIDGET_SIZE_PX);
    await page.screenshot({ path: `${SCREENS}/widgets-${name}-tucked.png` });
  }
});
