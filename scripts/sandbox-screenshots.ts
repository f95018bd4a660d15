/**
 * `npm run screenshots:sandbox`: each scene in the sandbox's stage at 360×740 (DPR 2), driven to
 * its telling moment (wheel mid-spin and landed, gift box won, rain falling, widgets), plus the
 * whole sandbox with its panel, then with two phones joined, the panel's frame budget, the compare
 * view and the debug overlays (1280×800), into .tmp/screens/sandbox-*.png.
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium, MISSING_BROWSER_MESSAGE } from '../tests/e2e/browser.ts';

const out = '.tmp/screens';
const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
mkdirSync(out, { recursive: true });

process.env.SANDBOX_PARAMS_DIR ??= '.tmp/screens/scene-params';
const server = await createServer({ configFile: 'vite.sandbox.config.ts', server: { port: 0, host: '127.0.0.1', open: false }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0] ?? '';
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'] });

async function stagePage(scene: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true });
  await page.goto(`${base}scenes/sandbox/stage.html?scene=${scene}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.waitForTimeout(600);
  return page;
}

/** Two phones (an iPhone's and a Pixel's size and pixel ratio) on the phone page, listed by the panel with their figures. */
async function phonesJoined(panel: Page): Promise<void> {
  const address = await panel.locator('.phone-links a').first().getAttribute('href');
  for (const device of ['iPhone 13', 'Pixel 7']) {
    const { viewport, deviceScaleFactor, userAgent, isMobile, hasTouch } = devices[device]!;
    const phone = await browser.newPage({ viewport, deviceScaleFactor, userAgent, isMobile, hasTouch });
    await phone.goto(address!);
  }
  await panel.locator('[data-scene="rain"]').click();
  await panel.locator('.tp-btnv_b', { hasText: 'Começar a chuva' }).click();
  await panel.waitForFunction(() => document.querySelectorAll('.phone-list li[data-phone-id] .phone-figures').length === 2
    && [...document.querySelectorAll('.phone-figures')].every((f) => f.textContent?.includes('fps')), undefined, { timeout: 90_000 });
}

/** The compare view mid-spin (two versions, the same seed), and the debug overlays on the widgets and on the rain, at 1280×800. */
async function compareAndOverlays(): Promise<void> {
  let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}scenes/sandbox/compare.html`);
  for (const side of ['a', 'b']) await page.frameLocator(`#frame-${side}`).locator('body[data-ready="true"][data-scene="wheel"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator('#file-b').setInputFiles({ name: 'roleta-b.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ scene: 'wheel', version: 1, values: { stopMs: 5000, wheelScale: 0.7, labelSize: 12 } })) });
  await page.locator('body[data-playing]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Parar na fatia' }).click();
  await page.waitForTimeout(6500);
  await page.screenshot({ path: `${out}/sandbox-compare.png` });
  await page.close();

  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}scenes/sandbox/index.html`);
  await page.frameLocator('#phone').locator('body[data-ready="true"][data-scene="wheel"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.getByRole('button', { name: 'Widgets flutuantes' }).click();
  await page.frameLocator('#phone').locator('body[data-scene="widget"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.getByRole('button', { name: 'Simular entalhe (notch)' }).click();
  await page.getByText('Camadas de depuração').click();
  for (const label of ['Áreas de toque', 'Zonas livres e bordas', 'Vagas do pool em uso', 'Áreas seguras (insets)']) {
    await page.locator('.tp-lblv').filter({ hasText: label }).locator('.tp-ckbv_w').click();
  }
  await page.frameLocator('#phone').locator('[data-debug-overlays] canvas').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${out}/sandbox-overlays-widgets.png` });
  await page.getByRole('button', { name: 'Chuva de envelopes' }).click();
  await page.frameLocator('#phone').locator('body[data-scene="rain"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.getByRole('button', { name: 'Começar a chuva' }).click();
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `${out}/sandbox-overlays-rain.png` });
  await page.close();
}

try {
  let page = await stagePage('wheel');
  await page.screenshot({ path: `${out}/sandbox-wheel.png` });
  await page.evaluate(() => window.stage!.wheel()!.spinTo(2));
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/sandbox-wheel-mid.png` });
  await page.waitForTimeout(7000);
  await page.screenshot({ path: `${out}/sandbox-wheel-landed.png` });
  await page.close();

  page = await stagePage('gift');
  await page.screenshot({ path: `${out}/sandbox-gift.png` });
  await page.evaluate(() => window.stage!.gift()!.open({ kind: 'win', label: '100 pontos' }));
  await page.waitForTimeout(2600);
  await page.screenshot({ path: `${out}/sandbox-gift-won.png` });
  await page.close();

  page = await stagePage('rain');
  await page.evaluate(() => window.stage!.rain()!.start());
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${out}/sandbox-rain.png` });
  await page.close();

  page = await stagePage('widget');
  await page.screenshot({ path: `${out}/sandbox-widget.png` });
  await page.close();

  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${base}scenes/sandbox/index.html`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/sandbox.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await phonesJoined(page);
  // The rain's buttons scrolled the panel: the phones' box is at its top.
  await page.locator('.phone-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/sandbox-phones.png` });
  await page.close();

  // The panel's frame budget while the rain falls, a value changed (marked, listed) and saved:
  // the dev server writes into .tmp here, never into the project's assets/scene-params.
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}scenes/sandbox/index.html`);
  await page.getByRole('button', { name: 'Salvar no projeto' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Chuva de envelopes', exact: true }).click();
  await page.getByRole('button', { name: 'Começar a chuva' }).click({ timeout: 60_000 });
  const maxAlive = page.locator('.tp-lblv', { has: page.getByText('Máximo de envelopes na tela', { exact: true }) }).locator('input');
  await maxAlive.fill('40');
  await maxAlive.press('Enter');
  await page.getByRole('button', { name: 'Salvar no projeto' }).click();
  await page.waitForTimeout(5500);
  await page.locator('.budget-graph').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/sandbox-budget.png` });
  await page.close();

  await compareAndOverlays();
} finally {
  await browser.close();
  await server.close();
}
console.log(`screenshots in ${out}/sandbox-*.png`);
