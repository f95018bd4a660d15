/** A scene at rest renders no frame, so a page at rest costs no GPU work (its slot's ticker stops between short idle animations). */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openStage } from './stage.ts';

test.beforeEach(async ({ page }) => openStage(page));

/** Longest stretch, within `withinMs`, in which the slot ran no frame and rendered nothing. */
async function longestRestMs(page: Page, slot: 'page' | 'overlay', withinMs: number): Promise<number> {
  return page.evaluate(async ([name, within]) => {
    const probe = window.stage!.scenes.frameProbe(name);
    const app = window.stage!.scenes.slotApp(name)!;
    let lastCount = probe.count;
    let lastRendered = probe.rendered;
    let since = performance.now();
    let longest = 0;
    const end = performance.now() + within;
    while (performance.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      const now = performance.now();
      if (probe.count !== lastCount || probe.rendered !== lastRendered || app.ticker.started) {
        lastCount = probe.count;
        lastRendered = probe.rendered;
        since = now;
      }
      longest = Math.max(longest, now - since);
    }
    return longest;
  }, [slot, withinMs] as const);
}

test('a wheel at rest renders no frame for 2 s, and a spin wakes it', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('wheel'));
  expect(await longestRestMs(page, 'page', 8000)).toBeGreaterThanOrEqual(2000);
  await page.evaluate(() => window.stage!.wheel()!.spinTo(2));
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.slotApp('page')!.ticker.started)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.stage!.wheel()!.currentPhase)).not.toBe('rest');
});

test('an idle gift box renders no frame for 2 s between its wiggles', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('gift'));
  expect(await longestRestMs(page, 'page', 9000)).toBeGreaterThanOrEqual(2000);
});

test('widgets at rest render no frame for 2 s between their floats', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('widget'));
  expect(await longestRestMs(page, 'overlay', 9000)).toBeGreaterThanOrEqual(2000);
});

test('tucked widgets do not float: they render no frame until something changes', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('widget'));
  // 4 s without a touch tucks them (tuckIdleMs); the float (every 6.5 s while out) stops with it.
  await expect.poll(() => page.evaluate(() => (window.stage!.widgets() as unknown as { isTucked(): boolean }).isTucked()), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.runtimeStats().resting.overlay)).toBe(true);
  expect(await longestRestMs(page, 'overlay', 7500)).toBeGreaterThanOrEqual(7000);
  // A countdown's new second draws one frame, then the overlay rests again.
  await page.evaluate(() => window.stage!.widgets()!.setLabel('chuva', '00:00:09'));
  await expect.poll(() => page.evaluate(() => window.stage!.probe('overlay').rendered)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.runtimeStats().resting.overlay)).toBe(true);
});

test('a rain rests before it starts and once the last envelope has fallen, and start() wakes it', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('rain'));
  expect(await longestRestMs(page, 'overlay', 3000)).toBeGreaterThanOrEqual(2000);
  await page.evaluate(() => window.stage!.rain()!.start());
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.slotApp('overlay')!.ticker.started)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.stage!.rain()!.alive)).toBeGreaterThan(0);
  await page.evaluate(() => window.stage!.rain()!.stop());
  // The longest fall is 8 s: then nothing is left, the last frame clears the screen and the slot rests.
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.runtimeStats().resting.overlay), { timeout: 12_000 }).toBe(true);
  expect(await page.evaluate(() => window.stage!.rain()!.alive)).toBe(0);
  expect(await longestRestMs(page, 'overlay', 2500)).toBeGreaterThanOrEqual(2000);
  await page.evaluate(() => window.stage!.rain()!.start());
  await expect.poll(() => page.evaluate(() => window.stage!.rain()!.alive)).toBeGreaterThan(0);
});

test('an idle gift box breathes on the compositor: the canvas element moves, WebGL renders no frame', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('gift'));
  await page.evaluate(() => window.stage!.probe('page').reset());
  // The cycle starts with its rest (3 s with the defaults), then the breath plays as an animation of the canvas.
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.slotApp('page')!.canvas.getAnimations().length), { timeout: 8000 }).toBe(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.stage!.probe('page').rendered)).toBe(0);
  // Opening takes over from the breath: the canvas draws again and the element animation is gone.
  await page.evaluate(() => window.stage!.gift()!.open({ kind: 'empty' }));
  expect(await page.evaluate(() => window.stage!.scenes.slotApp('page')!.canvas.getAnimations().length)).toBe(0);
  await expect.poll(() => page.evaluate(() => window.stage!.probe('page').rendered)).toBeGreaterThan(0);
});

test('a page whose scenes rest asks for no animation frame at all', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('wheel', { reducedMotion: true }));
  await page.waitForTimeout(500);
  const frames = await page.evaluate(async () => {
    let asked = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      asked++;
      return original(callback);
    };
    await new Promise((r) => setTimeout(r, 1500));
    window.requestAnimationFrame = original;
    return asked;
  });
  // Pixi's system ticker (GPU garbage collection, the events' hover check) runs only with the slots' frames.
  expect(frames).toBe(0);
});
