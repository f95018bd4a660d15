/**
 * The sandbox's time controls (`window.stage.time`, scenes/sandbox/stage-time.ts) drive the
 * runtime's scene clock: paused nothing moves, slowed the scenes get that share of the time, a step
 * is one frame, and the scrubber puts the current animation where it was at any moment.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openStage } from './stage.ts';

const FRAME_MS = 1000 / 60;

test.beforeEach(async ({ page }) => openStage(page));
test.afterEach(async ({ page }) => page.evaluate(() => {
  window.stage!.time.setRate(1);
  window.stage!.time.play();
}));

/** A hash of the slot's canvas as the ticker would draw it now (read back in the same task). */
async function canvasHash(page: Page, slot: 'page' | 'overlay'): Promise<number> {
  return page.evaluate((name) => {
    const app = window.stage!.scenes.slotApp(name)!;
    window.stage!.scenes.drawSlotNow(name);
    const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
    const pixels = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
    gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    let hash = 2166136261;
    for (let i = 0; i < pixels.length; i++) hash = Math.imul(hash ^ pixels[i]!, 16777619);
    return hash >>> 0;
  }, slot);
}

async function spinningWheel(page: Page): Promise<void> {
  await page.evaluate(() => window.stage!.show('wheel'));
  await page.evaluate(() => window.stage!.wheel()!.start());
  await expect.poll(() => page.evaluate(() => window.stage!.wheel()!.currentPhase)).toBe('steady');
}

test('paused, the scene clock stands still: no frame runs and the canvas does not change', async ({ page }) => {
  await spinningWheel(page);
  await page.evaluate(() => window.stage!.time.pause());
  // The frame that was due runs with no time; then the slot stops its ticker.
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.slotApp('page')!.ticker.started)).toBe(false);
  const before = await page.evaluate(() => ({ elapsed: window.stage!.time.elapsed(), rotation: window.stage!.wheel()!.currentRotation, frames: window.stage!.probe('page').count }));
  const pixels = await canvasHash(page, 'page');
  await page.waitForTimeout(500);
  const after = await page.evaluate(() => ({ elapsed: window.stage!.time.elapsed(), rotation: window.stage!.wheel()!.currentRotation, frames: window.stage!.probe('page').count }));
  expect(after).toEqual(before);
  expect(await canvasHash(page, 'page')).toBe(pixels);
  // Played again, it goes on.
  await page.evaluate(() => window.stage!.time.play());
  await expect.poll(() => page.evaluate(() => window.stage!.time.elapsed())).toBeGreaterThan(before.elapsed + 100);
});

test('a spin started while the wheel rests between its bulbs\' beats starts from an ordinary frame, not from the rest', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('wheel'));
  // At rest: the slot's ticker stops until the next beat (seconds away at the start of the cycle).
  await expect.poll(() => page.evaluate(() => window.stage!.scenes.slotApp('page')!.ticker.started)).toBe(false);
  await page.waitForTimeout(1500);
  const firstFrame = await page.evaluate(async () => {
    const wheel = window.stage!.wheel()!;
    const ticker = window.stage!.scenes.slotApp('page')!.ticker;
    const before = wheel.currentRotation;
    const resting = !ticker.started;
    wheel.start();
    // Added after the slot's frame at the same priority: runs once that frame has stepped the wheel.
    await new Promise<void>((resolve) => { ticker.addOnce(() => resolve()); });
    return { resting, turned: wheel.currentRotation - before };
  });
  expect(firstFrame.resting).toBe(true);
  // Less than one longest frame (100 ms) at full speed (1.6 turns a second); given the rest
  // (~1.5 s) as its step, the spin-up turned several radians at once.
  expect(firstFrame.turned).toBeGreaterThanOrEqual(0);
  expect(firstFrame.turned).toBeLessThan(1.6 * 2 * Math.PI * 0.1);
});

test('at 0.25× the scenes get a quarter of the page time, and the wheel turns a quarter as fast', async ({ page }) => {
  await spinningWheel(page);
  const measured = await page.evaluate(async () => {
    const { time, wheel } = { time: window.stage!.time, wheel: window.stage!.wheel()! };
    const ticker = window.stage!.scenes.slotApp('page')!.ticker;
    time.setRate(0.25);
    await new Promise((r) => setTimeout(r, 100));
    // The page time the frames stepped: a frame longer than 100 ms (a stall) counts 100 ms.
    let frames = 0;
    const count = () => { frames += Math.min(ticker.deltaMS, 100); };
    const e0 = time.elapsed();
    const r0 = wheel.currentRotation;
    ticker.add(count);
    await new Promise((r) => setTimeout(r, 1200));
    ticker.remove(count);
    return { frames, scene: time.elapsed() - e0, turned: wheel.currentRotation - r0 };
  });
  expect(measured.scene / measured.frames).toBeGreaterThan(0.22);
  expect(measured.scene / measured.frames).toBeLessThan(0.28);
  // Steady speed is maxSpeedTurns (1.6) turns a second of scene time.
  expect(measured.turned / measured.scene).toBeCloseTo((1.6 * 2 * Math.PI) / 1000, 6);
});

test('each step is one frame: three steps add exactly 50 ms, one update each', async ({ page }) => {
  await spinningWheel(page);
  const result = await page.evaluate(() => {
    const { time, wheel } = { time: window.stage!.time, wheel: window.stage!.wheel()! };
    time.pause();
    const e0 = time.elapsed();
    const rotations = [wheel.currentRotation];
    for (let i = 0; i < 3; i++) {
      time.step();
      rotations.push(wheel.currentRotation);
    }
    return { added: time.elapsed() - e0, turns: rotations.slice(1).map((r, i) => r - rotations[i]!), paused: time.clock().paused };
  });
  expect(result.paused).toBe(true);
  expect(result.added).toBeCloseTo(50, 9);
  // Steady: each frame turns the wheel by one frame's worth.
  for (const turn of result.turns) expect(turn).toBeCloseTo(((1.6 * 2 * Math.PI) / 1000) * (1000 / 60), 9);
});

test('scrubbed to the middle of a spin, the wheel is where that frame of the spin put it; played on, it lands again', async ({ page }) => {
  // About a hundred frames drawn one by one in a software GL.
  test.setTimeout(180_000);
  await page.evaluate(() => window.stage!.show('wheel', { values: { accelMs: 300, minSpinMs: 200, stopMs: 1200 } }));
  const live = await page.evaluate(() => {
    const { time, wheel } = { time: window.stage!.time, wheel: window.stage!.wheel()! };
    time.step();
    wheel.spinTo(3);
    const rotations: number[] = [];
    for (let i = 0; i < 600 && wheel.currentPhase !== 'rest'; i++) {
      time.step();
      rotations.push(wheel.currentRotation);
    }
    return { rotations, span: time.span() };
  });
  expect(live.span!.durationMs).toBeCloseTo(live.rotations.length * FRAME_MS, 6);
  const mid = Math.floor(live.rotations.length / 2);
  const scrubbed = await page.evaluate(([k, frame]) => {
    const { time, wheel } = { time: window.stage!.time, wheel: window.stage!.wheel()! };
    let at = 0;
    for (let i = 0; i <= k; i++) at += frame;
    time.seek(at);
    const exact = { rotation: wheel.currentRotation, phase: wheel.currentPhase, atMs: time.span()!.atMs };
    time.seek(at - frame / 2);
    return { exact, between: wheel.currentRotation, at };
  }, [mid, FRAME_MS] as const);
  expect(scrubbed.exact.rotation).toBe(live.rotations[mid]);
  expect(scrubbed.exact.phase).not.toBe('rest');
  expect(scrubbed.exact.atMs).toBeCloseTo(scrubbed.at, 6);
  expect(scrubbed.between).toBeGreaterThan(live.rotations[mid - 1]!);
  expect(scrubbed.between).toBeLessThan(live.rotations[mid]!);
  // The canvas shows the scrubbed moment: the same picture as the frame of the spin it came from.
  await page.evaluate((at) => window.stage!.time.seek(at), scrubbed.at);
  const atMid = await canvasHash(page, 'page');
  await page.evaluate(() => window.stage!.time.seek(0));
  expect(await canvasHash(page, 'page')).not.toBe(atMid);
  await page.evaluate((at) => window.stage!.time.seek(at), scrubbed.at);
  expect(await canvasHash(page, 'page')).toBe(atMid);
  await page.evaluate(() => window.stage!.time.play());
  await expect.poll(() => page.evaluate(() => window.stage!.events.filter((e) => e.type === 'settled').map((e) => e.value))).toEqual([3, 3]);
});

test('scrubbing the gift box opening shows each moment the same way each time, into the ending and back', async ({ page }) => {
  await page.evaluate(() => window.stage!.show('gift'));
  await page.evaluate(() => {
    // The first step takes the idle rest the box was owed; the opening starts after it.
    window.stage!.time.step();
    window.stage!.gift()!.open({ kind: 'win', label: '+50 pontos' });
    for (let i = 0; i < 5; i++) window.stage!.time.step();
  });
  const span = await page.evaluate(() => window.stage!.time.span());
  // The opening (its tweens end within openMs, 900 ms by default) then the ending's 2.5 s of motion; 5 frames in.
  expect(span!.durationMs).toBeGreaterThan(800 + 2500);
  expect(span!.durationMs).toBeLessThanOrEqual(900 + 2500);
  // GSAP keeps its time to 0.1 µs.
  expect(span!.atMs).toBeCloseTo(5 * FRAME_MS, 3);
  const seek = (ms: number) => page.evaluate((at) => {
    window.stage!.time.seek(at);
    return { phase: window.stage!.gift()!.phase, atMs: Math.round(window.stage!.time.span()!.atMs * 1000) / 1000 };
  }, ms);
  expect(await seek(450)).toEqual({ phase: 'opening', atMs: 450 });
  const halfOpen = await canvasHash(page, 'page');
  expect(await seek(100)).toEqual({ phase: 'opening', atMs: 100 });
  expect(await canvasHash(page, 'page')).not.toBe(halfOpen);
  expect(await seek(2000)).toEqual({ phase: 'won', atMs: 2000 });
  const ending = await canvasHash(page, 'page');
  expect(ending).not.toBe(halfOpen);
  expect(await seek(450)).toEqual({ phase: 'opening', atMs: 450 });
  expect(await canvasHash(page, 'page')).toBe(halfOpen);
  expect(await seek(2000)).toEqual({ phase: 'won', atMs: 2000 });
  expect(await canvasHash(page, 'page')).toBe(ending);
});
