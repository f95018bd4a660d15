/** Helpers to drive the sandbox stage (scenes/sandbox/stage.ts) from Playwright. */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { StageApi } from '../../scenes/sandbox/stage.ts';

declare global {
  interface Window {
    stage?: StageApi;
  }
}

export async function openStage(page: Page, query = ''): Promise<void> {
  await page.goto(`/scenes/sandbox/stage.html${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

export async function events(page: Page, type: string): Promise<(string | number)[]> {
  return page.evaluate((t) => window.stage!.events.filter((e) => e.type === t).map((e) => e.value), type);
}

/** Reads the rendered pixels of a slot back from the GPU and counts the visible ones. */
export async function visiblePixels(page: Page, slot: 'page' | 'overlay'): Promise<number> {
  return page.evaluate((name) => {
    const app = window.stage!.scenes.slotApp(name)!;
    app.render();
    const { pixels } = app.renderer.extract.pixels({ target: app.stage, resolution: 1 });
    let visible = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 16) visible++;
    return visible;
  }, slot);
}

/**
 * Pixels of the slot's canvas with some opacity, in logical (CSS) pixels: the frame is drawn as
 * the ticker draws it (the rain draws itself, outside Pixi's stage, which `visiblePixels` reads)
 * and read back in the same task, before the browser composites it.
 */
export async function canvasPixels(page: Page, slot: 'page' | 'overlay'): Promise<number> {
  return page.evaluate((name) => {
    const app = window.stage!.scenes.slotApp(name)!;
    window.stage!.scenes.drawSlotNow(name);
    const gl = (app.renderer as unknown as { gl: WebGL2RenderingContext }).gl;
    const { width, height } = gl.canvas;
    const pixels = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    let visible = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 16) visible++;
    return visible / (app.renderer.resolution * app.renderer.resolution);
  }, slot);
}

export async function expectEvent(page: Page, type: string, value?: string | number): Promise<void> {
  await expect.poll(() => events(page, type)).toEqual(value === undefined ? expect.arrayContaining([expect.anything()]) : expect.arrayContaining([value]));
}
