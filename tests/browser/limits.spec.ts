/** Pool and WebGL context limits hold in a real browser. */
import { expect, test, type Page } from '@playwright/test';
import { ENVELOPE_POOL_SIZE } from '../../src/domain/constants.ts';
import { openStage, visiblePixels } from './stage.ts';

test.beforeEach(async ({ page }) => openStage(page));

test('the rain never exceeds its pool or the alive cap', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('rain', { values: { maxAlive: 6 } }));
  await page.evaluate(() => window.stage!.rain()!.start());
  let maxAlive = 0;
  for (let i = 0; i < 30; i++) {
    const s = await page.evaluate(() => ({ alive: window.stage!.rain()!.alive, pool: window.stage!.stats().poolSize }));
    maxAlive = Math.max(maxAlive, s.alive);
    expect(s.pool).toBe(ENVELOPE_POOL_SIZE);
    await page.waitForTimeout(100);
  }
  expect(maxAlive).toBe(6);
});

test('at most two WebGL contexts after 20 mounts and unmounts, with memory back to where it was', async ({ page }) => {
  const names = ['wheel', 'gift', 'rain', 'widget'] as const;
  const cycle = async () => {
    for (let i = 0; i < 20; i++) {
      await page.evaluate((n) => window.stage!.show(n), names[i % names.length]!);
      if (names[i % names.length] === 'rain') await page.evaluate(() => window.stage!.rain()!.start());
      await page.waitForTimeout(60);
      expect(await page.evaluate(() => window.stage!.stats().liveContexts)).toBeLessThanOrEqual(2);
    }
    await page.evaluate(() => window.stage!.hide());
  };
  await cycle(); // warm-up: atlas, shaders, fonts
  const cdp = await page.context().newCDPSession(page);
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const gpu = await page.evaluate(() => {
      // GPU textures held by both shared renderers (WebGL: GlTextureSystem.managedTextures).
      return window.stage!.scenes.SLOT_NAMES.flatMap((name) => {
        const system = window.stage!.scenes.slotApp(name)?.renderer.texture as { managedTextures?: readonly ({ width: number; height: number } | null)[] } | undefined;
        return (system?.managedTextures ?? []).filter((t) => t !== null).map((t) => `${name} ${t.width}x${t.height}`);
      }).sort();
    });
    return { heap: heap.usedSize, textures: gpu };
  };
  const before = await measure();
  await cycle();
  const after = await measure();
  const stats = await page.evaluate(() => window.stage!.stats());
  expect(stats.liveContexts).toBeLessThanOrEqual(2);
  expect(stats.runtime.contexts).toBe(2);
  expect(after.textures.length, after.textures.filter((t) => !before.textures.includes(t)).join(', ')).toBeLessThanOrEqual(before.textures.length);
  expect(after.heap - before.heap).toBeLessThan(1024 * 1024);
});

test('the rain stops spawning while the tab is hidden and resumes when it returns', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('rain'));
  await page.evaluate(() => window.stage!.rain()!.start());
  const newest = () => page.evaluate(() => Math.max(0, ...window.stage!.rain()!.liveEnvelopes().map((e) => e.id)));
  const setHidden = (hidden: boolean) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await expect.poll(newest).toBeGreaterThan(1);
  await setHidden(true);
  const before = await newest();
  await page.waitForTimeout(1500);
  expect(await newest()).toBe(before);
  await setHidden(false);
  await expect.poll(newest).toBeGreaterThan(before);
});

/** Textures one batch may sample: start-app.ts caps it at BATCH_TEXTURES (4); the GPU's limit is 16 or 32. */
const batchTextures = (page: Page) => page.evaluate(() => (window.stage!.scenes.slotApp('page')!.renderer as unknown as { limits: { maxBatchableTextures: number } }).limits.maxBatchableTextures);

test('a lost WebGL context is restored and the scene draws again', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('wheel'));
  expect(await visiblePixels(page, 'page')).toBeGreaterThan(3000);
  expect(await batchTextures(page)).toBe(4);
  await page.evaluate(() => {
    const gl = (window.stage!.scenes.slotApp('page')!.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
    const ext = gl.getExtension('WEBGL_lose_context')!;
    ext.loseContext();
    setTimeout(() => ext.restoreContext(), 300);
  });
  await page.waitForTimeout(100);
  expect(await page.evaluate(() => window.stage!.stats().liveContexts)).toBe(0);
  await expect.poll(() => visiblePixels(page, 'page')).toBeGreaterThan(3000);
  // The restored context's limits are the GPU's again; the batch shader was made for the cap.
  expect(await batchTextures(page)).toBe(4);
  await page.evaluate(() => window.stage!.wheel()!.spinTo(1));
  await expect.poll(() => page.evaluate(() => window.stage!.events.some((e) => e.type === 'settled' && e.value === 1)), { timeout: 20_000 }).toBe(true);
});

test('a scene unmounted at any step of its start-up leaves no canvas, mount or running ticker behind', async ({ page }) => {
  // The Application exists already: the mount's own steps (canvas, build, textures, first frame) remain.
  await page.evaluate(() => window.stage!.show('gift'));
  await page.evaluate(() => window.stage!.hide());
  const windows = await page.evaluate(async () => {
    const { scenes } = window.stage!;
    const host = document.getElementById('page-host')!;
    const pause = () => {
      const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
      return s?.yield ? s.yield() : new Promise<void>((r) => setTimeout(r, 0));
    };
    const seen: string[] = [];
    for (let k = 0; k < 12; k++) {
      const mount = scenes.giftScene().mount(host);
      let ready = false;
      void mount.ready.then(() => { ready = true; });
      for (let i = 0; i < k; i++) await pause();
      const app = scenes.slotApp('page')!;
      seen.push(ready ? 'ready' : `${app.canvas.parentElement === host ? 'placed' : 'not placed'}, ${scenes.runtimeStats().mounts.page} mounted`);
      mount.unmount();
      await mount.ready;
      for (let i = 0; i < 6; i++) await pause();
      const left = { canvas: app.canvas.parentElement !== null, mounts: scenes.runtimeStats().mounts.page, ticker: app.ticker.started };
      if (left.canvas || left.mounts || left.ticker) throw new Error(`step ${k}: ${JSON.stringify(left)}`);
    }
    return seen;
  });
  // The new window: the canvas placed and sized, the scene not yet built.
  expect(windows).toContain('placed, 0 mounted');
  expect(windows).toContain('placed, 1 mounted');
  expect(windows).toContain('ready');
  await page.evaluate(() => window.stage!.show('gift'));
  expect(await visiblePixels(page, 'page')).toBeGreaterThan(3000);
});
