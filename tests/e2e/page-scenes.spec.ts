/**
 * The game pages' scenes are drawn by a worker on the page's canvas (scenes/worker/): the member
 * sees the same wheel and gift box and plays them the same way, while the page's own thread loads
 * neither Pixi nor the scenes. Where the worker cannot start, the page draws them itself.
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';

const GAMES = [['/#/pages/lottery/lottery', 'Girar', '.wheel-stage__scene'], ['/#/pages/dailylottery/dailylottery', 'Abrir', '.gift-stage__scene']] as const;

/** Distinct colours (4 bits a channel) in a screenshot of the element: a spinner on a plain background has a handful, a drawn scene dozens. */
async function coloursIn(page: Page, selector: string): Promise<number> {
  const png = PNG.sync.read(await page.locator(selector).screenshot());
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) colours.add(((png.data[i]! >> 4) << 8) | ((png.data[i + 1]! >> 4) << 4) | (png.data[i + 2]! >> 4));
  return colours.size;
}

/** Whether the page's scene canvas was handed to a worker (its context then belongs to the worker: asking for one throws). */
function canvasInWorker(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-scene-slot="page"]');
    if (!canvas) throw new Error('no scene canvas');
    try {
      canvas.getContext('2d');
      return false;
    } catch {
      return true;
    }
  });
}

/** Plays once with the game's button: the scene runs its animation and its end opens the result dialog. */
async function playOnce(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function signedInMember(page: Page, request: Parameters<typeof registerByApi>[0]): Promise<void> {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
}

test('the wheel and the gift box are drawn by a worker and play as before, and the page itself never loads the canvas layer', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInMember(page, request);
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname); });
  for (const [path, button, scene] of GAMES) {
    await page.goto(path);
    await expect(page.locator(`${scene}[aria-busy="false"]`)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => coloursIn(page, scene), { timeout: 2000 }).toBeGreaterThan(40);
    expect(await canvasInWorker(page)).toBe(true);
    await playOnce(page, button);
  }
  expect(scripts.filter((file) => /\/assets\/page-worker-/.test(file))).toHaveLength(1);
  // The main thread's canvas layer (Pixi and the scenes) is never fetched on these pages.
  expect(scripts.filter((file) => /\/assets\/scenes-/.test(file))).toEqual([]);
});

test('where the worker cannot start, the page draws the wheel itself and it plays', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInMember(page, request);
  await page.route(/\/assets\/page-worker-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(GAMES[0][0]);
  await expect(page.locator('.wheel-stage__scene[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => coloursIn(page, '.wheel-stage__scene'), { timeout: 2000 }).toBeGreaterThan(40);
  expect(await canvasInWorker(page)).toBe(false);
  // The canvas given to the worker left the page: one canvas in the scene.
  await expect(page.locator('.wheel-stage__scene canvas')).toHaveCount(1);
  await playOnce(page, 'Girar');
});

test('leaving a game page while its scene starts leaves no scene canvas behind', async ({ page, request }) => {
  await signedInMember(page, request);
  await page.goto(GAMES[1][0]);
  await expect(page.locator('.gift-stage__scene')).toBeVisible();
  await page.goto('/#/');
  await page.waitForTimeout(1500);
  await expect(page.locator('canvas[data-scene-slot="page"]')).toHaveCount(0);
  // Back on the page, the box is drawn again in the same canvas.
  await page.goto(GAMES[1][0]);
  await expect(page.locator('.gift-stage__scene[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => coloursIn(page, '.gift-stage__scene'), { timeout: 2000 }).toBeGreaterThan(40);
});

test('the worker\'s wheel ticks and the box\'s breath reach the page: sounds play there, the idle box breathes as an animation of the page\'s canvas', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInMember(page, request);
  // Counts the sounds the page plays (each is one buffer source started on Howler's audio context).
  await page.addInitScript(() => {
    const start = AudioBufferSourceNode.prototype.start;
    (window as unknown as { soundsPlayed: number }).soundsPlayed = 0;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      (window as unknown as { soundsPlayed: number }).soundsPlayed += 1;
      return start.apply(this, args);
    };
  });
  const soundsPlayed = () => page.evaluate(() => (window as unknown as { soundsPlayed: number }).soundsPlayed);
  await page.goto(GAMES[0][0]);
  await expect(page.locator('.wheel-stage__scene[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  await playOnce(page, 'Girar');
  expect(await soundsPlayed()).toBeGreaterThan(3);

  await page.goto(GAMES[1][0]);
  await expect(page.locator('.gift-stage__scene[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  // The breath comes once every few seconds (shakeEveryMs), after a rest.
  await expect.poll(() => page.evaluate(() => document.querySelector('canvas[data-scene-slot="page"]')!.getAnimations().length), { timeout: 10_000 }).toBeGreaterThan(0);
});

/**
 * The worker's WebGL contexts, collected by a line the test puts before the worker's own script
 * (the worker exposes nothing of its own); `__pageContext()` is the page canvas's, the largest.
 */
const COLLECT_WORKER_CONTEXTS = `{const get=OffscreenCanvas.prototype.getContext;const all=[];OffscreenCanvas.prototype.getContext=function(...args){const c=get.apply(this,args);if(c&&args[0]!=='2d')all.push(c);return c;};`
  + `self.__pageContext=()=>all.reduce((a,b)=>(b.canvas.width*b.canvas.height>a.canvas.width*a.canvas.height?b:a));}\n`;
type WorkerGlobal = { __pageContext(): WebGL2RenderingContext };

test('a WebGL context the worker loses is restored: the wheel draws and plays again, still in the worker', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInMember(page, request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/page-worker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: COLLECT_WORKER_CONTEXTS + (await response.text()) });
  });
  await page.goto(GAMES[0][0]);
  await expect(page.locator('.wheel-stage__scene[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
  const worker = page.workers().find((w) => /\/page-worker-/.test(w.url()));
  if (!worker) throw new Error('no page worker');
  const pageContextLost = () => worker.evaluate(() => (self as unknown as WorkerGlobal).__pageContext().isContextLost());
  await worker.evaluate(() => {
    const ext = (self as unknown as WorkerGlobal).__pageContext().getExtension('WEBGL_lose_context')!;
    ext.loseContext();
    setTimeout(() => ext.restoreContext(), 300);
  });
  expect(await pageContextLost()).toBe(true);
  await expect.poll(pageContextLost, { timeout: 5000 }).toBe(false);
  // Frames drawn on the restored context: the wheel turns on screen while it spins.
  const still = await page.locator('.wheel-stage__scene').screenshot();
  await page.getByRole('button', { name: 'Girar', exact: true }).click();
  await expect.poll(async () => (await page.locator('.wheel-stage__scene').screenshot()).equals(still), { timeout: 3000 }).toBe(false);
  expect(await coloursIn(page, '.wheel-stage__scene')).toBeGreaterThan(40);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(await canvasInWorker(page)).toBe(true);
  expect(errors).toEqual([]);
});
