/**
 * The sandbox's compare view (scenes/sandbox/compare.html): two params files play side by side
 * with the same seed and the same commands; the diff lists exactly the params that differ, and
 * "Usar esta" hands a version back to the panel.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Frame, Page } from '@playwright/test';
import { defaultsOf } from '../../scenes/core/params.ts';
import { wheelParams } from '../../scenes/wheel/params.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

/** Two wheel files: stopping and spin-up differ, nothing that moves the landing spot or the drawing. */
function writeParamFiles(): { a: string; b: string } {
  const dir = mkdtempSync(join(tmpdir(), 'premia-compare-'));
  const file = (name: string, values: Record<string, number>) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify({ scene: 'wheel', version: 1, values: { ...defaultsOf(wheelParams), ...values } }));
    return path;
  };
  return { a: file('roleta-a.json', { stopMs: 2000 }), b: file('roleta-b.json', { stopMs: 3000, accelMs: 400 }) };
}

async function stageFrame(page: Page, side: 'a' | 'b'): Promise<Frame> {
  const frame = await (await page.$(`#frame-${side}`))!.contentFrame();
  await frame!.waitForFunction(() => document.body.dataset.ready === 'true');
  return frame!;
}

const settled = (frame: Frame) => frame.evaluate(() => window.stage!.events.filter((e) => e.type === 'settled').map((e) => e.value));

/** The wheel's angle, 0 to 2π. */
const angle = (frame: Frame) => frame.evaluate(() => {
  const r = window.stage!.wheel()!.currentRotation % (Math.PI * 2);
  return r < 0 ? r + Math.PI * 2 : r;
});

/** A fingerprint of the page slot's pixels, drawn now and read back in the same task. */
const pagePixels = (frame: Frame) => frame.evaluate(() => {
  const app = window.stage!.scenes.slotApp('page')!;
  window.stage!.scenes.drawSlotNow('page');
  const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
  const pixels = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
  gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let hash = 2166136261;
  for (const byte of pixels) hash = Math.imul(hash ^ byte, 16777619);
  return `${gl.drawingBufferWidth}x${gl.drawingBufferHeight}:${hash >>> 0}`;
});

/** The envelopes each stage spawned (id → spawn x and fall time), recorded every frame. */
const recordSpawns = (frame: Frame) => frame.evaluate(() => {
  const seen: Record<number, [number, number]> = {};
  (window as unknown as { spawns: typeof seen }).spawns = seen;
  const record = () => {
    for (const s of window.stage!.rain()?.poolState.pool.slots ?? []) if (s.active) seen[s.id] ??= [s.x, s.fallMs];
    requestAnimationFrame(record);
  };
  record();
});
const spawns = (frame: Frame) => frame.evaluate(() => (window as unknown as { spawns: Record<number, [number, number]> }).spawns);

test('two params files play side by side with the same seed: same slice, same angle, same pixels, same envelopes; the diff lists exactly the changed params', async ({ page }) => {
  test.setTimeout(180_000);
  const files = writeParamFiles();
  await page.goto('/scenes/sandbox/index.html');
  await page.frameLocator('#phone').locator('body[data-ready="true"][data-scene="wheel"]').waitFor({ timeout: 60_000 });
  const [compare] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Comparar versões' }).click()]);
  const a = await stageFrame(compare, 'a');
  const b = await stageFrame(compare, 'b');

  await compare.locator('#file-a').setInputFiles(files.a);
  await compare.locator('#file-b').setInputFiles(files.b);
  await expect(compare.locator('#diff tbody tr')).toHaveCount(2);
  expect(await compare.locator('#diff tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.param))).toEqual(['accelMs', 'stopMs']);
  await expect(compare.locator('tr[data-param="stopMs"] td')).toHaveText(['Frenagem (ms)stopMs', '2000', '3000']);
  await expect(compare.locator('tr[data-param="accelMs"] td')).toHaveText(['Aceleração (ms)accelMs', '700', '400']);
  await expect(compare.locator('[data-side="b"] .source')).toHaveText('roleta-b.json');

  await compare.locator('#seed').fill('42');
  await compare.locator('#seed').dispatchEvent('change');
  await expect(compare.locator('body')).toHaveAttribute('data-playing', 'wheel:42:normal');
  expect(await a.evaluate(() => window.stage!.current()!.values.stopMs)).toBe(2000);
  expect(await b.evaluate(() => window.stage!.current()!.values.stopMs)).toBe(3000);
  await compare.locator('#wheel-slice').fill('5');
  await compare.locator('#wheel-slice').dispatchEvent('change');
  await compare.getByRole('button', { name: 'Parar na fatia' }).click();
  await expect.poll(() => settled(a), { timeout: 20_000 }).toEqual([5]);
  await expect.poll(() => settled(b), { timeout: 20_000 }).toEqual([5]);
  expect(await angle(a)).toBeCloseTo(await angle(b), 9);

  // With reduced motion the wheel holds still once landed: the same seed draws the same picture.
  await compare.locator('#reduced').check();
  await expect(compare.locator('body')).toHaveAttribute('data-playing', 'wheel:42:reduzido');
  await compare.getByRole('button', { name: 'Parar na fatia' }).click();
  await expect.poll(() => settled(a), { timeout: 20_000 }).toEqual([5, 5]);
  await expect.poll(() => settled(b), { timeout: 20_000 }).toEqual([5, 5]);
  expect(await angle(a)).toBeCloseTo(await angle(b), 9);
  expect(await pagePixels(a)).toBe(await pagePixels(b));
  // Another seed lands elsewhere in the slice: the pictures are not equal by chance.
  const seed42 = await pagePixels(a);
  await compare.locator('#seed').fill('7');
  await compare.locator('#seed').dispatchEvent('change');
  await expect(compare.locator('body')).toHaveAttribute('data-playing', 'wheel:7:reduzido');
  await compare.getByRole('button', { name: 'Parar na fatia' }).click();
  await expect.poll(() => settled(a), { timeout: 20_000 }).toEqual([5, 5, 5]);
  expect(await pagePixels(a)).not.toBe(seed42);

  // "Usar esta" makes B the panel's values.
  await compare.locator('[data-use="b"]').click();
  const panelStage = (await (await page.$('#phone'))!.contentFrame())!;
  await expect.poll(() => panelStage.evaluate(() => window.stage!.current()?.values.accelMs)).toBe(400);
  expect(await panelStage.evaluate(() => window.stage!.current()!.values.stopMs)).toBe(3000);

  // The rain: the same seed drops the same envelopes (where each starts, how long it falls).
  await compare.locator('#reduced').uncheck();
  await compare.getByRole('button', { name: 'Chuva de envelopes' }).click();
  await expect(compare.locator('body')).toHaveAttribute('data-playing', 'rain:7:normal');
  await recordSpawns(a);
  await recordSpawns(b);
  await compare.getByRole('button', { name: 'Começar a chuva' }).click();
  await expect.poll(async () => Object.keys(await spawns(a)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await expect.poll(async () => Object.keys(await spawns(b)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  const [fromA, fromB] = [await spawns(a), await spawns(b)];
  const common = Object.keys(fromA).filter((id) => id in fromB);
  expect(common.length).toBeGreaterThanOrEqual(4);
  for (const id of common) expect(fromA[Number(id)], `envelope ${id}`).toEqual(fromB[Number(id)]);
});
