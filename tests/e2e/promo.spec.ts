import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './env.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { focusedName, tabTo } from './support/keyboard.ts';

// The journeys change the markets of the one server: they run one after the other.
test.describe.configure({ mode: 'serial' });

const widget = (page: Page, type: number) => page.locator(`[data-widget-id="market-${type}"]`);
const standIn = (page: Page, type: number) => page.locator(`[data-widget-standin="market-${type}"]`);
const SHOTS = '.tmp-shots';

/**
 * The widgets' canvas loads at the member's first touch; until then they are DOM
 * stand-ins. A touch somewhere on the page, without tapping anything, brings the canvas.
 */
async function touchForCanvas(page: Page) {
  // The markets come from the one shared server, which the other journeys keep busy.
  await expect(page.locator('[data-widget-standin]').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
  await expect(page.locator('[data-widget-id]').first()).toBeAttached({ timeout: 15_000 });
}

async function addPeriod(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/ops/market-periods', { headers: { 'x-ops-secret': E2E.opsSecret }, data: { replace: true, ...body } });
  expect(res.status()).toBe(200);
}

/** Codes and envelopes need a complete profile (spec §4/§6). */
async function memberOnHome(page: Page, request: APIRequestContext, complete = true) {
  const session = await registerByApi(request);
  if (complete) await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  await page.goto('/#/');
  await touchForCanvas(page);
  return session;
}

test('a countdown ticks to zero, turns to Receber, fetches the market again, and the live code is copied and redeemed once', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const code = `E2E${Date.now() % 100000}`;
  // 15 s: enough for a loaded machine to show the widget before zero.
  await addPeriod(request, { type: 1, starts_in: 15, duration: 120, code, points: 40 });
  const marketCalls: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/game/getMarket') && r.postDataJSON()?.type === 1) marketCalls.push(Date.now());
  });
  await memberOnHome(page, request);
  await expect(widget(page, 1)).toHaveAttribute('aria-label', /^Códigos de resgate: 00:00:(0[1-9]|1[0-5])$/);
  const before = marketCalls.length;
  await expect(widget(page, 1)).toHaveAttribute('aria-label', 'Códigos de resgate: Receber', { timeout: 25_000 });
  await expect.poll(() => marketCalls.length).toBeGreaterThan(before);

  await widget(page, 1).click();
  const dialog = page.getByRole('dialog', { name: 'Códigos de resgate' });
  await dialog.getByRole('button', { name: `Copiar ${code}` }).click();
  await expect(page.getByText('Código copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await dialog.getByLabel('Código de resgate').fill(code.toLowerCase());
  const [redeemed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/market/redeem')),
    dialog.getByRole('button', { name: 'Resgatar' }).click(),
  ]);
  expect(await redeemed.json()).toMatchObject({ code: 0, data: { points: 40 } });
  const balance = ((await redeemed.json()) as { data: { balance: number } }).data.balance;
  await expect(page.getByText(`+40 pontos! Saldo: ${balance}`)).toBeVisible();
  await dialog.getByLabel('Código de resgate').fill(code);
  await dialog.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText('Você já resgatou este código')).toBeVisible();
});

test('an inactive entry shows when it starts and opens its link in a new tab with channel_from', async ({ page, request, context }) => {
  await addPeriod(request, { type: 1, starts_in: 3600, duration: 60, code: `LATER${Date.now() % 100000}` });
  // The promo links lead outside (no network here): answer them so the new tab has its address.
  await context.route(/^https:\/\/(www\.instagram\.com|t\.me|www\.example\.com)\//, (route) => route.fulfill({ body: 'ok' }));
  await page.goto('/#/?channel_from=tiktok');
  await touchForCanvas(page);
  await widget(page, 1).click();
  const entry = page.getByTestId('promo-entry').first();
  await expect(entry).toContainText(/00:59:\d{2} começar/);
  const [tab] = await Promise.all([context.waitForEvent('page'), entry.getByText(/começar/).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://www.instagram.com/premia.app?channel_from=tiktok');
  await tab.close();
});

test('the widgets show at once as DOM stand-ins that open the popup and close; the canvas replaces them at the first touch, in place', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  // Home has no free room at the edge, so widgets at their default place rest tucked there: this
  // member dragged them out earlier in the session (a member's drag wins), so they tuck and come out.
  await page.addInitScript(() => sessionStorage.setItem('promo.positions', JSON.stringify({
    'market-1': { x: 284.5, y: 200 }, 'market-2': { x: 284.5, y: 300 }, 'market-3': { x: 284.5, y: 400 },
  })));
  await page.goto('/#/');
  // Stand-ins, and no canvas: nothing of Pixi has loaded, however long the page rests.
  await expect(standIn(page, 3)).toBeVisible();
  await expect(standIn(page, 1)).toBeVisible();
  const standInPlaces = () => page.locator('[data-widget-standin]').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.getAttribute('data-widget-standin'), x: Math.round(r.left), y: Math.round(r.top) };
  }));
  // Where they rest, read before they tuck (4 s without a touch).
  await expect(page.locator('[data-tucked]')).toHaveCount(0);
  const before = await standInPlaces();
  const box = (await standIn(page, 3).boundingBox())!;
  expect(box.width).toBeCloseTo(67.5, 0);
  expect(box.height).toBeCloseTo(67.5, 0);
  await expect(page.getByRole('button', { name: 'Fechar anúncio' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-standins-360x740.png` });
  // Left alone, they tuck half into the edge like the canvas widgets, and nothing of Pixi loads.
  await expect(page.locator('[data-tucked]')).toHaveCount(before.length, { timeout: 8_000 });
  await expect.poll(async () => (await standInPlaces()).every((p, i) => p.x > before[i]!.x + 20 && p.y === before[i]!.y)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/home-standins-tucked-360x740.png` });
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.locator('[data-widget-id]')).toHaveCount(0);

  // A tap on its visible half opens the same popup: no canvas needed for it.
  await standIn(page, 3).click({ position: { x: 16, y: 30 } });
  await expect(page.getByRole('dialog', { name: 'Patrocinador' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // That tap was the first touch: the canvas is there, the stand-ins are gone, the widgets did not move.
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('[data-widget-standin]')).toHaveCount(0);
  await expect(widget(page, 3)).toBeAttached();
  // The canvas's widgets tuck 4 s after it starts without a touch (Escape is no touch): a touch
  // brings them out to their resting place, which must be the stand-ins' place (no jump).
  // The way out is animated, and slower on a busy machine: wait for the widgets to stand still.
  await page.evaluate(() => document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
  const places = () => page.locator('[data-widget-id]').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.getAttribute('data-widget-id'), x: Math.round(r.left), y: Math.round(r.top) };
  }).sort((a, b) => a.id!.localeCompare(b.id!)));
  await expect.poll(places, { timeout: 3_000 }).toEqual(before.sort((a, b) => a.id!.localeCompare(b.id!)));
  await page.screenshot({ path: `${SHOTS}/home-canvas-360x740.png` });
});

test('a stand-in’s close button closes the advertising icon for the session, before any canvas', async ({ page }) => {
  await page.goto('/#/');
  await expect(standIn(page, 3)).toBeVisible();
  await page.locator('[data-widget-standin-close="market-3"]').click();
  await expect(standIn(page, 3)).toHaveCount(0);
  await expect(widget(page, 3)).toHaveCount(0);
  await page.reload();
  await expect(standIn(page, 1)).toBeVisible();
  await expect(standIn(page, 3)).toHaveCount(0);
});

test('a drag ends snapped to an edge; a 3 px move opens the popup', async ({ page }) => {
  await page.goto('/#/');
  await touchForCanvas(page);
  const button = widget(page, 3);
  await expect(button).toBeVisible();
  // After 4 s without a touch the widgets tuck half into the edge (a 200 ms slide): wait until the
  // widget stands still, then press on its visible part, as a finger would.
  const grabPoint = async () => {
    let last = Number.NaN;
    await expect.poll(async () => {
      const x = (await button.boundingBox())!.x;
      const still = x === last;
      last = x;
      return still;
    }, { intervals: [250] }).toBe(true);
    const box = (await button.boundingBox())!;
    const width = page.viewportSize()!.width;
    // A quarter towards its edge: inside the widget whether or not it tucks in the meantime.
    const centre = box.x + box.width / 2;
    const towardsEdge = centre + (centre > width / 2 ? 1 : -1) * (box.width / 4);
    return { x: Math.min(Math.max(towardsEdge, 6), width - 6), y: box.y + box.height / 2 };
  };
  const start = await grabPoint();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(120, 300, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await button.boundingBox())!.x, { timeout: 3_000 }).toBeLessThan(20);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const snapped = await grabPoint();
  await page.mouse.move(snapped.x, snapped.y);
  await page.mouse.down();
  await page.mouse.move(snapped.x + 3, snapped.y);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Patrocinador' })).toBeVisible();
});

test('no widget on zanzhu and sponsorInfo; a closed advertising icon stays closed for the session', async ({ page }) => {
  await page.goto('/#/');
  await touchForCanvas(page);
  await expect(widget(page, 3)).toBeVisible();
  await page.goto('/#/pages/zanzhu/zanzhu');
  await expect(page.locator('[data-widget-id], [data-widget-standin]')).toHaveCount(0);
  await page.goto('/#/pages/sponsorInfo/sponsorInfo');
  await expect(page.locator('[data-widget-id], [data-widget-standin]')).toHaveCount(0);
  await page.goto('/#/');
  await expect(widget(page, 3)).toBeVisible();
  await page.locator('[data-widget-close="market-3"]').click();
  await expect(widget(page, 3)).toHaveCount(0);
  await page.goto('/#/pages/personal/personal');
  await page.goto('/#/pages/lottery/lottery');
  await page.goto('/#/');
  await expect(widget(page, 1)).toBeVisible();
  await expect(widget(page, 3)).toHaveCount(0);
});

test('the rain never shows more than 50 envelopes, and collected envelopes credit the points history once', async ({ page, request }) => {
  test.setTimeout(150_000);
  await addPeriod(request, { type: 2, starts_in: 0, duration: 60, points: 3, envelope_cap: 100 });
  await memberOnHome(page, request);
  await expect(widget(page, 2)).toHaveAttribute('aria-label', 'Chuva de envelopes: Receber', { timeout: 20_000 });
  await widget(page, 2).click();
  await page.getByRole('button', { name: 'Pegar envelopes' }).click();
  const alive = page.getByTestId('rain-alive');
  await expect(alive).toHaveText(/[1-9]\d* envelopes caindo/, { timeout: 20_000 });
  let most = 0;
  // Tap across the screen while it rains (the rain plays 20 s): the canvas takes the taps, the
  // server credits each envelope. Read the count every few taps: reading is slow on a busy machine.
  // Stop well before the end: a tap after it would land on the summary dialog and close it.
  const stopAt = Date.now() + 14_000;
  for (let i = 0; Date.now() < stopAt && (await alive.count()) > 0; i += 1) {
    await page.mouse.click(30 + ((i * 67) % 300), 120 + ((i * 131) % 520));
    if (i % 4 !== 0) continue;
    const count = Number(((await alive.textContent({ timeout: 1_000 }).catch(() => '0')) ?? '0').split(' ')[0]);
    most = Math.max(most, count);
    expect(count).toBeLessThanOrEqual(50);
  }
  const summary = page.getByTestId('rain-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const text = (await summary.textContent()) ?? '';
  const match = /Você pegou (\d+) envelopes: \+(\d+) pontos\./.exec(text);
  expect(most).toBeGreaterThan(0);
  expect(match, text).not.toBeNull();
  const [, count, points] = match!;
  expect(Number(points)).toBe(Number(count) * 3);
  await page.getByRole('dialog', { name: 'Chuva de envelopes' }).getByRole('button', { name: 'Fechar' }).click();

  await page.goto('/#/pages/personal/prizeRecord?source=other');
  const entries = page.getByTestId('points-entry');
  await expect(entries.first()).toBeVisible();
  // Pages of 20: scroll until the list says it has no more.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText('Não há mais itens')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  // One entry per batch the server credited (envelopes go once a second, in batches),
  // named 'Chuva de envelopes: N × 3 pontos': together they hold every envelope once.
  const reasons = await entries.locator('.entry__title').allTextContents();
  const batches = reasons.map((reason) => /^Chuva de envelopes: (\d+) × 3 pontos$/.exec(reason));
  expect(batches.every(Boolean), reasons.join(' | ')).toBe(true);
  expect(batches.reduce((sum, batch) => sum + Number(batch![1]), 0)).toBe(Number(count));
  expect(reasons.length).toBeLessThanOrEqual(Number(count));
  await expect(page.getByTestId('balance')).toHaveText(points!);
});

test('with reduced motion, the rain is played from the keyboard with Pegar envelope: each catch is said, the cap holds, the end is said', async ({ page, request }) => {
  test.setTimeout(180_000);
  await addPeriod(request, { type: 2, starts_in: 0, duration: 60, points: 3, envelope_cap: 2 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  await page.goto('/#/');
  const said = page.getByTestId('live-announcer');
  // A key is a first touch: the canvas layer loads (the rain draws on it) and its button replaces the stand-in.
  await expect(standIn(page, 2)).toBeVisible({ timeout: 45_000 });
  await page.keyboard.press('Tab');
  await expect(widget(page, 2)).toHaveAttribute('aria-label', 'Chuva de envelopes: Receber', { timeout: 60_000 });
  await widget(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Chuva de envelopes' })).toBeVisible();
  await tabTo(page, /^Pegar envelopes$/, { max: 12 });
  await page.keyboard.press('Enter');

  // The popup closed and the catch button has the focus, on screen (reduced motion), named.
  const catchButton = page.getByRole('button', { name: 'Pegar envelope', exact: true });
  await expect(catchButton).toBeVisible();
  await expect.poll(() => focusedName(page)).toBe('Pegar envelope');
  await expect(page.getByTestId('rain-alive')).toHaveText(/^[1-9]\d* envelopes caindo$/, { timeout: 20_000 });
  // Each press catches the lowest envelope; the server's credit is said in the live region.
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Envelope pego: +3 pontos', { timeout: 10_000 });
  await expect(page.getByTestId('rain-alive')).toHaveText(/^[1-9]\d* envelopes caindo$/, { timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Envelope pego: +3 pontos', { timeout: 10_000 });
  // The cap (2 for this rain) is the server's: the button then says so, and catches nothing more.
  const full = page.getByRole('button', { name: 'Você já pegou o máximo de envelopes desta chuva' });
  await expect(full).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Você já pegou o máximo de envelopes desta chuva');

  // The rain plays 20 s; its end is said with what the server credited.
  await expect(said).toHaveText('A chuva acabou: você pegou 2 envelopes, +6 pontos.', { timeout: 40_000 });
  await expect(page.getByTestId('rain-summary')).toHaveText('Você pegou 2 envelopes: +6 pontos.');
  await expect(full).toHaveCount(0);
  const member = await request.get(`/api/ops/members/${(session.userInfo as { id: string }).id}`, { headers: { 'x-ops-secret': E2E.opsSecret } });
  expect(((await member.json()) as { data: { points: number } }).data.points).toBe(6);
});

test('an incomplete member redeeming a code is sent to Perfection and back to the page they were on', async ({ page, request }) => {
  const code = `GATE${Date.now() % 100000}`;
  await addPeriod(request, { type: 1, starts_in: -1, duration: 120, code, points: 15 });
  await memberOnHome(page, request, false);
  await expect(widget(page, 1)).toHaveAttribute('aria-label', 'Códigos de resgate: Receber', { timeout: 20_000 });
  await widget(page, 1).click();
  const dialog = page.getByRole('dialog', { name: 'Códigos de resgate' });
  await dialog.getByLabel('Código de resgate').fill(code);
  await dialog.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page).toHaveURL(/Perfection\?redirect=%2F$/);
  await expect(page.getByRole('dialog', { name: 'Códigos de resgate' })).toHaveCount(0);
  await page.getByLabel('Nome completo').fill('Dora Promo');
  await page.getByLabel('Data de nascimento').fill('1988-08-08');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await widget(page, 1).click();
  await dialog.getByLabel('Código de resgate').fill(code);
  await dialog.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText('+15 pontos! Saldo: 15')).toBeVisible();
});
