/** Each scene draws, and reacts to its inputs, in real Chromium through the real runtime. */
import { expect, test } from '@playwright/test';
import { WIDGET_SIZE_PX } from '../../src/domain/constants.ts';
import { canvasPixels, events, expectEvent, openStage, visiblePixels } from './stage.ts';

const FAST_WHEEL = { accelMs: 200, minSpinMs: 0, stopMs: 1000, maxSpeedTurns: 2 };

test.beforeEach(async ({ page }) => openStage(page));

test('every scene renders visible pixels', async ({ page }) => {
  for (const [name, slot] of [['wheel', 'page'], ['gift', 'page'], ['widget', 'overlay']] as const) {
    await page.evaluate((n) => window.stage!.show(n), name);
    expect(await visiblePixels(page, slot), name).toBeGreaterThan(3000);
  }
  await page.evaluate(() => window.stage!.show('rain'));
  expect(await canvasPixels(page, 'overlay')).toBe(0);
  await page.evaluate(() => window.stage!.rain()!.start());
  await expect.poll(() => canvasPixels(page, 'overlay')).toBeGreaterThan(500);
});

test('the wheel lands on the segment the server chose', async ({ page }) => {
  for (const [segments, index] of [[8, 0], [8, 5], [12, 11], [4, 2]] as const) {
    await page.evaluate(([n, values]) => window.stage!.show('wheel', { segments: n, values }), [segments, FAST_WHEEL] as const);
    await page.evaluate(() => window.stage!.wheel()!.start());
    await page.waitForTimeout(300);
    await page.evaluate((i) => window.stage!.wheel()!.spinTo(i), index);
    await expectEvent(page, 'settled', index);
    const landed = await page.evaluate(() => {
      const w = window.stage!.wheel()!;
      const n = w.stats() && (window.stage!.current()!.scene as unknown as { prizes: unknown[] }).prizes.length;
      return { phase: w.currentPhase, rotation: w.currentRotation, n };
    });
    expect(landed.phase).toBe('rest');
    const s = (Math.PI * 2) / landed.n;
    const local = ((-landed.rotation % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2);
    expect(Math.floor(local / s)).toBe(index);
    expect((await events(page, "tick")).length).toBeGreaterThan(3);
    await page.evaluate(() => window.stage!.events.splice(0));
  }
});

test('the wheel returns to rest on abort, and lands quickly with reduced motion', async ({ page }) => {
  await page.evaluate((values) => window.stage!.show('wheel', { values }), FAST_WHEEL);
  await page.evaluate(() => window.stage!.wheel()!.start());
  await page.waitForTimeout(400);
  await page.evaluate(() => window.stage!.wheel()!.abort());
  await expectEvent(page, 'aborted');
  expect(await events(page, 'settled')).toEqual([]);
  // Quickly means against the full spin in the same run, not a wall-clock bound a busy machine breaks.
  const spinMs = async (reducedMotion: boolean) => {
    await page.evaluate((reduced) => window.stage!.show('wheel', { reducedMotion: reduced }), reducedMotion);
    await page.evaluate(() => window.stage!.events.splice(0));
    const started = Date.now();
    await page.evaluate(() => window.stage!.wheel()!.spinTo(3));
    await expectEvent(page, 'settled', 3);
    return Date.now() - started;
  };
  const full = await spinMs(false);
  const reduced = await spinMs(true);
  expect(reduced).toBeLessThan(full / 3);
});

test('the gift box ends as a win or as an empty box', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('gift', { values: { openMs: 300, revealMs: 400 } }));
  await page.evaluate(() => window.stage!.gift()!.open({ kind: 'win', label: '+50 pontos' }));
  await expectEvent(page, 'settled', 'win');
  await page.evaluate(() => window.stage!.gift()!.reset());
  await page.evaluate(() => window.stage!.gift()!.open({ kind: 'empty' }));
  await expectEvent(page, 'settled', 'empty');
});

test('a tapped envelope is collected exactly once', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('rain', { values: { hitPadding: 20 } }));
  await page.evaluate(() => window.stage!.rain()!.start());
  await expect.poll(() => page.evaluate(() => window.stage!.rain()!.liveEnvelopes().filter((e) => e.y > 120 && e.y < 600).length)).toBeGreaterThan(0);
  const target = await page.evaluate(() => window.stage!.rain()!.liveEnvelopes().find((e) => e.y > 120 && e.y < 600)!);
  await page.mouse.click(target.x, target.y + 4);
  await page.mouse.click(target.x, target.y + 6);
  await expectEvent(page, 'collect', target.id);
  await page.waitForTimeout(300);
  const collected = await events(page, 'collect');
  expect(collected.filter((id) => id === target.id)).toHaveLength(1);
});

test('a widget opens on tap, snaps to an edge after a drag and lets the page beneath be tapped', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('widget', { values: { snapMs: 100 } }));
  const proxy = page.locator('[data-widget-id="codigos"]');
  const box = (await proxy.boundingBox())!;
  expect(box.width).toBeCloseTo(WIDGET_SIZE_PX, 0);
  expect(box.x + box.width).toBeGreaterThan(300); // starts on the right edge
  await page.mouse.click(box.x + box.width / 2 + 2, box.y + box.height / 2 + 2);
  await expectEvent(page, 'open', 'codigos');

  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 100, cy - 150, { steps: 8 });
  await page.mouse.move(cx - 220, cy - 200, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => window.stage!.widgets()!.positions());
  const moved = after.find((p) => p.id === 'codigos')!;
  expect(moved.x).toBe(8); // left edge + margin
  expect((await events(page, 'open')).filter((id) => id === 'codigos')).toHaveLength(1);
  for (const a of after) for (const b of after) {
    if (a !== b) expect(Math.abs(a.x - b.x) >= WIDGET_SIZE_PX || Math.abs(a.y - b.y) >= WIDGET_SIZE_PX).toBe(true);
  }
  // The overlay canvas covers the screen but lets the page beneath take the tap.
  await page.locator('#page-tap').click();
  await expectEvent(page, 'page-tap', 1);
});

test('a still scene skips rendering, keeps its last picture on screen and draws again when it moves', async ({ page }) => {
  const probe = () => page.evaluate(() => {
    const p = window.stage!.probe('page');
    return { frames: p.count, rendered: p.rendered };
  });
  // Reduced motion: the bulbs stop blinking, so a wheel at rest has nothing new to draw (its ticker stops).
  await page.evaluate(() => window.stage!.show('wheel', { reducedMotion: true }));
  await page.waitForTimeout(500);
  const host = page.locator('#page-host');
  const before = await host.screenshot();
  await page.evaluate(() => window.stage!.probe('page').reset());
  await page.waitForTimeout(1000);
  const still = await probe();
  expect(still.frames).toBe(0);
  expect(still.rendered).toBe(0);
  expect((await host.screenshot()).equals(before)).toBe(true);

  await page.evaluate(() => window.stage!.wheel()!.spinTo(2));
  await expectEvent(page, 'settled', 2);
  expect((await probe()).rendered).toBeGreaterThan(0);
  expect((await host.screenshot()).equals(before)).toBe(false);

  await page.evaluate(() => window.stage!.hide());
  expect((await host.screenshot()).equals(before)).toBe(false);
});

test('the rain draws itself above the widgets, and Pixi still draws the widgets under it', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('widget'));
  const widgets = await canvasPixels(page, 'overlay');
  expect(widgets).toBeGreaterThan(500);
  // The app keeps the widgets mounted while it rains: both scenes on the overlay slot.
  await page.evaluate(async () => {
    const made = window.stage!.scenes.rainScene({});
    const mount = made.mount(document.getElementById('overlay-host')!);
    await mount.ready;
    made.scene.start();
    (window as unknown as { rainMount: typeof mount }).rainMount = mount;
  });
  await expect.poll(() => canvasPixels(page, 'overlay')).toBeGreaterThan(widgets + 500);
  expect(await visiblePixels(page, 'overlay')).toBeGreaterThan(3000);
  expect(await canvasPixels(page, 'overlay')).toBeGreaterThan(widgets);
  await page.evaluate(() => (window as unknown as { rainMount: { unmount(): void } }).rainMount.unmount());
});
