/**
 * Start-up asks the server which languages it offers (GET /api/languages, spec §7) and keeps the
 * Portuguese one in UNI_LOCALE (spec §3); from then on every call sends it as Accept-Language,
 * even where a stale 'en' was stored.
 */
import { expect, test } from '@playwright/test';

test('start-up keeps the offered Portuguese in UNI_LOCALE and later calls send Accept-Language: pt', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-locale')) return;
    localStorage.setItem('UNI_LOCALE', 'en');
    sessionStorage.setItem('e2e-locale', '1');
  });
  const languages = page.waitForResponse((r) => r.url().endsWith('/api/languages') && r.request().method() === 'GET');
  await page.goto('/#/');
  expect((await (await languages).json()) as unknown).toMatchObject({ code: 0, data: [{ code: 'pt', is_default: true }] });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('UNI_LOCALE'))).toBe('pt');

  const newsCall = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/articles'));
  await page.goto('/#/pages/newscategory/newscategory');
  expect((await newsCall).headers()['accept-language']).toBe('pt');
});
