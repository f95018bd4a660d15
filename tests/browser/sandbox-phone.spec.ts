/**
 * The sandbox on phones: the panel's changes, scene switches and commands reach a phone's stage
 * (another browser context, sized and scaled like a phone) through the dev server's websocket, and
 * the phones' figures come back to the panel's list.
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';

const IPHONE = {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};
const PIXEL = {
  viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, hasTouch: true, isMobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
// A panel and one or two phones, each drawing with the software GPU on a shared machine.
test.setTimeout(300_000);

async function openPanel(page: Page): Promise<string> {
  await page.goto('/scenes/sandbox/index.html');
  await expect(page.locator('.tp-lblv', { hasText: 'Tamanho da roleta' })).toBeVisible({ timeout: 150_000 });
  const address = await page.locator('.phone-links a').first().getAttribute('href');
  expect(address).toMatch(/^http:\/\/.+\/scenes\/sandbox\/stage\.html\?phone$/);
  await expect(page.locator('.phone-qr svg')).toBeVisible();
  return address!;
}

async function joinPhone(browser: Browser, address: string, device: typeof IPHONE): Promise<Page> {
  const context = await browser.newContext({ ...device, locale: 'pt-BR' });
  const phone = await context.newPage();
  await phone.goto(address);
  await phone.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 150_000 });
  return phone;
}

/** A phone's stage mounts a scene in several seconds with the software GPU and other pages drawing. */
const ON_PHONE = { timeout: 45_000 };
const phoneScene = (phone: Page) => phone.evaluate(() => window.stage!.current()?.name ?? null);
const phoneEntry = (panel: Page, name: string) => panel.locator('.phone-list li', { hasText: name });
const paneButton = (panel: Page, title: string) => panel.locator('.tp-btnv_b', { hasText: title });

/** The canvas once two screenshots in a row are the same (the first frames are drawn). */
async function stillPicture(canvas: Locator): Promise<Buffer> {
  let last = await canvas.screenshot();
  await expect.poll(async () => {
    const next = await canvas.screenshot();
    const same = next.equals(last);
    last = next;
    return same;
  }, ON_PHONE).toBe(true);
  return last;
}

async function setPaneNumber(panel: Page, label: string, value: number): Promise<void> {
  const input = panel.locator('.tp-lblv', { hasText: label }).locator('input').first();
  await input.fill(String(value));
  await input.press('Enter');
}

test('the panel drives the phone, and the phone reports its frames to the panel', async ({ page, browser }) => {
  const phone = await joinPhone(browser, await openPanel(page), IPHONE);
  await expect.poll(() => phoneScene(phone), ON_PHONE).toBe('wheel');
  const entry = phoneEntry(page, 'iPhone · iOS 17.4');
  await expect(entry).toContainText('DPR 3 · 390 × 844');

  // Reduced motion holds the wheel still, so the canvas changes only when a value does.
  await page.locator('.tp-lblv', { hasText: 'Movimento reduzido' }).locator('.tp-ckbv_w').click();
  await expect.poll(() => phone.evaluate(() => (window.stage!.wheel() as unknown as { reduced: boolean } | null)?.reduced), ON_PHONE).toBe(true);
  const canvas = phone.locator('#page-host canvas');
  const before = await stillPicture(canvas);
  await setPaneNumber(page, 'Tamanho da roleta', 0.6);
  await expect.poll(() => phone.evaluate(() => window.stage!.current()!.values.wheelScale), ON_PHONE).toBe(0.6);
  await expect.poll(async () => (await canvas.screenshot()).equals(before), ON_PHONE).toBe(false);

  await page.locator('[data-scene="gift"]').click();
  await expect.poll(() => phoneScene(phone), ON_PHONE).toBe('gift');
  await paneButton(page, 'Abrir: ganhou').click();
  await expect.poll(() => phone.evaluate(() => window.stage!.events.filter((e) => e.type === 'settled').map((e) => e.value)), ON_PHONE).toEqual(['win']);

  await page.locator('[data-scene="rain"]').click();
  await expect.poll(() => phoneScene(phone), ON_PHONE).toBe('rain');
  await paneButton(page, 'Começar a chuva').click();
  await expect.poll(() => phone.evaluate(() => window.stage!.rain()!.liveEnvelopes().length), ON_PHONE).toBeGreaterThan(0);
  const figures = entry.locator('.phone-figures');
  await expect(figures).toContainText(/[1-9]\d* fps · quadro [\d,]+ \/ [\d,]+ ms \(p50 \/ p95\) · script [\d,]+ \/ [\d,]+ ms · draw calls \d+ · sprites [1-9]\d*/);
  await phone.context().close();
  await expect(page.locator('.phone-list li')).toHaveText(['Nenhum telefone conectado: aponte a câmera do telefone para o código.']);
});

test('two phones join and are both listed; a phone that reloads rejoins with the panel\'s state', async ({ page, browser }) => {
  const address = await openPanel(page);
  const iphone = await joinPhone(browser, address, IPHONE);
  await page.locator('[data-scene="gift"]').click();
  await setPaneNumber(page, 'Abertura (ms)', 1500);
  const pixel = await joinPhone(browser, address, PIXEL);
  await expect(page.locator('.phone-list li')).toHaveCount(2);
  await expect(phoneEntry(page, 'iPhone · iOS 17.4')).toContainText('DPR 3 · 390 × 844');
  await expect(phoneEntry(page, 'Android 14 · Pixel 7')).toContainText('DPR 2,63 · 412 × 915');
  await expect(page.locator('.phones summary')).toHaveText('No telefone (2)');
  // The phone that joined late gets the scene and the values the panel has now.
  await expect.poll(() => phoneScene(pixel), ON_PHONE).toBe('gift');
  await expect.poll(() => pixel.evaluate(() => window.stage!.current()!.values.openMs), ON_PHONE).toBe(1500);

  await iphone.reload();
  await iphone.waitForFunction(() => document.body.dataset.ready === 'true');
  await expect.poll(() => phoneScene(iphone), ON_PHONE).toBe('gift');
  await expect.poll(() => iphone.evaluate(() => window.stage!.current()!.values.openMs), ON_PHONE).toBe(1500);
  await expect(page.locator('.phone-list li')).toHaveCount(2);
  await iphone.context().close();
  await pixel.context().close();
});
