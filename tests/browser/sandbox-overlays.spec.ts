/**
 * The sandbox's debug overlays (scenes/sandbox/overlays/): they draw over the stage when switched
 * on, and cost nothing when off — no React loaded, no canvas, no WebGL context, no frames asked.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { openStage } from './stage.ts';

const ALL_ON = { hitAreas: true, clearZones: true, poolSlots: true, insets: true };
const ALL_OFF = { hitAreas: false, clearZones: false, poolSlots: false, insets: false };

// Screenshots of WebGL pages are slow on a shared machine.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ page }) => openStage(page));

/** Modules of React or @pixi/react the stage has fetched (Vite serves them from node_modules/.vite/deps). */
async function reactModules(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /react|overlay-layer/.test(n)));
}

/** Animation frames the page asks for in `ms`. */
async function framesAsked(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (wait) => {
    let asked = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      asked++;
      return original(callback);
    };
    await new Promise((r) => setTimeout(r, wait));
    window.requestAnimationFrame = original;
    return asked;
  }, ms);
}

/** The stage as composited (scenes' canvases, page, overlays), in CSS pixels. */
const shot = (page: Page) => page.screenshot({ scale: 'css' });
const contexts = (page: Page) => page.evaluate(() => ({ live: window.stage!.stats().liveContexts, created: window.stage!.stats().createdContexts }));
const overlayCanvas = (page: Page) => page.locator('[data-debug-overlays] canvas');

test('off, the overlays load nothing and cost no canvas, context or frame; on, they draw; off again, all of it is gone', async ({ page }) => {
  // A wheel at rest with reduced motion asks for no frame and its picture does not change.
  await page.evaluate(() => window.stage!.show('wheel', { reducedMotion: true }));
  await page.waitForTimeout(500);
  const before = await contexts(page);
  await page.evaluate((off) => window.stage!.overlays(off), ALL_OFF);
  expect(await reactModules(page)).toEqual([]);
  await expect(page.locator('[data-debug-overlays]')).toHaveCount(0);
  expect(await framesAsked(page, 1000)).toBe(0);
  const plain = await shot(page);

  await page.evaluate((on) => window.stage!.overlays(on), ALL_ON);
  await expect(overlayCanvas(page)).toHaveCount(1);
  expect((await reactModules(page)).length).toBeGreaterThan(0);
  expect((await contexts(page)).created).toBeGreaterThan(before.created);
  await expect.poll(async () => (await shot(page)).equals(plain), { timeout: 60_000 }).toBe(false);

  await page.evaluate((off) => window.stage!.overlays(off), ALL_OFF);
  await expect(page.locator('[data-debug-overlays]')).toHaveCount(0);
  await expect.poll(async () => (await contexts(page)).live).toBe(before.live);
  expect(await framesAsked(page, 1000)).toBe(0);
  expect((await shot(page)).equals(plain)).toBe(true);
});

test('each overlay draws what its scene shows: hit areas and insets on the widgets, pool slots on the rain', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('widget', { reducedMotion: true }));
  await page.waitForTimeout(500);
  for (const flag of ['hitAreas', 'clearZones', 'insets'] as const) {
    const plain = await shot(page);
    await page.evaluate((flags) => window.stage!.overlays(flags), { ...ALL_OFF, [flag]: true });
    await expect.poll(async () => (await shot(page)).equals(plain), { message: flag, timeout: 60_000 }).toBe(false);
    await page.evaluate((off) => window.stage!.overlays(off), ALL_OFF);
    await expect(page.locator('[data-debug-overlays]')).toHaveCount(0);
  }
  // Switched on before the scene changes: the layer follows the stage to the next scene.
  await page.evaluate((flags) => window.stage!.overlays(flags), { ...ALL_OFF, poolSlots: true });
  await expect(overlayCanvas(page)).toHaveCount(1);
  await page.evaluate(() => window.stage!.show('rain', { seed: 7 }));
  await page.evaluate(() => window.stage!.rain()!.start());
  await expect.poll(() => page.evaluate(() => window.stage!.rain()!.alive)).toBeGreaterThan(1);
  // A hidden tab pauses the scenes: the envelopes hold still while the overlay's own ticker draws on.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(500);
  const slots = await page.evaluate(() => window.stage!.rain()!.poolState.pool.slots.filter((s) => s.active && s.y > 0 && s.y < 600).map((s) => ({ x: s.x, y: s.y })));
  expect(slots.length).toBeGreaterThan(0);
  // Each slot in use has a green box: its left edge, down the envelope's side, has green pixels.
  const png = PNG.sync.read(await shot(page));
  const green = (x: number, y: number) => {
    const i = (png.width * Math.round(y) + Math.round(x)) * 4;
    return png.data[i + 1]! > 180 && png.data[i]! < 160;
  };
  // The 1.5 px stroke is centred on the edge: look one pixel either side of it.
  const greenNear = (x: number, y: number) => [-1, 0, 1].some((dx) => green(Math.max(0, x + dx), y));
  for (const s of slots) {
    const edge = Array.from({ length: 40 }, (_, k) => greenNear(s.x, s.y + 10 + k)).filter(Boolean).length;
    expect(edge, `slot at ${s.x},${s.y}`).toBeGreaterThan(20);
  }
});
