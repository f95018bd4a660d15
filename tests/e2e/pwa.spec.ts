/**
 * The installable app: the manifest and its icons, the service worker taking the page,
 * the Portuguese offline page, the API never answered from a cache, and screenshots at 360×740.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';

const SCREENS_DIR = '.tmp/screens';

// The other journeys block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

test('the manifest names the app and its icons load as PNG', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Prêmia', short_name: 'Prêmia', lang: 'pt-BR', start_url: '/#/', scope: '/', display: 'standalone', theme_color: '#ff7a00' });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  const find = (sizes: string, purpose: string) => icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
  for (const icon of [find('192x192', 'any'), find('512x512', 'any'), find('512x512', 'maskable')]) {
    expect(icon).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('offline, a navigation shows the Portuguese offline page and the API is never cached', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  // Registration waits for the browser to be idle after the first render; then the worker claims the page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });

  // The API went through the network while online, and nothing under /api/ sits in any cache.
  const online = await page.evaluate(async () => (await fetch('/api/languages')).status);
  expect(online).toBe(200);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/ops/'))).toEqual([]);
  // No scene or Pixi chunk in the precache: they load when a member opens a game.
  expect(cached.filter((path) => /pixi|scene/i.test(path))).toEqual([]);

  await context.setOffline(true);
  // The API is not answered from a cache: offline, the call fails.
  const offlineCall = await page.evaluate(async () => {
    try {
      return (await fetch('/api/languages')).status;
    } catch {
      return 'failed';
    }
  });
  expect(offlineCall).toBe('failed');

  await page.goto('/?offline-check=1#/pages/personal/personal');
  await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
  await expect(page.getByText('Verifique sua internet e tente novamente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/pwa-offline.png` });

  // Back online, 'Tentar novamente' loads the app again.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

test('the download page offers to install when the browser holds a prompt, and not when installed', async ({ page }) => {
  await page.goto('/#/pages/alliancedownload/alliancedownload');
  await expect(page.getByTestId('download-android')).toBeVisible();
  // Chromium only offers its prompt after its own checks; the journey hands the page one.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    offer.prompt = async () => undefined;
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(offer);
  });
  await expect(page.getByTestId('install-app')).toHaveText('Instalar app');
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/pwa-alliancedownload.png` });
  await page.getByTestId('install-app').click();
  await expect(page.getByTestId('install-app')).toHaveCount(0);
});

test('iPhone Safari gets the illustrated steps instead of a prompt', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, locale: 'pt-BR', serviceWorkers: 'block',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  await page.goto('/#/pages/personal/personal');
  await page.getByTestId('install-app').click();
  const steps = page.getByTestId('ios-install-steps');
  await expect(steps).toContainText('Compartilhar');
  await expect(steps).toContainText('Adicionar à Tela de Início');
  await expect(steps.locator('svg')).toHaveCount(3);
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/pwa-ios-steps.png` });
  await context.close();
});
