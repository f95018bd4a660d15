import { expect, test } from './support/fixtures.ts';
import { E2E } from './env.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';

/** Start-up's extras wait for the page's load and EXTRAS_REST_MS (3 s) of rest without a touch: room for a busy machine. */
const EXTRAS_TIMEOUT_MS = 20_000;

test('start-up appends valid tracking scripts, rejects invalid ones, sets the icon and click sound', async ({ page, request }) => {
  const broken = { name: 'script quebrado', content: 'window.__broken = function ( {' };
  // The server refuses a script that does not parse, so the loader's own check meets one only from an older row: served here.
  const added = await request.post('/api/ops/tracking-scripts', { headers: { 'x-ops-secret': E2E.opsSecret }, data: broken });
  expect(added.status()).toBe(400);
  await page.route('**/api/auth/GetTongji', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Array<{ id: number; name: string; content: string }> };
    answer.data.push({ id: 999_999, ...broken });
    await route.fulfill({ response, json: answer });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  const scriptFiles: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script' || r.url().endsWith('.js')) scriptFiles.push(new URL(r.url()).pathname); });

  await page.goto('/#/');
  // Without a touch, start-up's extras start once the page has rested after its load (first-screen.ts).
  await expect.poll(() => page.evaluate(() => (window as unknown as { __premiaTracking?: number }).__premiaTracking), { timeout: EXTRAS_TIMEOUT_MS }).toBe(1);
  const scripts = await page.locator('head script[data-tracking]').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  expect(scripts.some((s) => s.includes('__premiaTracking'))).toBe(true);
  expect(scripts.some((s) => s.includes('__broken'))).toBe(false);
  expect(await page.evaluate(() => 'window.__broken' in window && (window as unknown as { __broken?: unknown }).__broken)).toBeFalsy();
  expect(consoleErrors.some((t) => t.includes('script quebrado'))).toBe(true);
  // The parser runs in a worker: the page itself never loads it (a long task on a slow phone).
  expect(scriptFiles.some((f) => /syntax-check\.worker-/.test(f))).toBe(true);
  expect(scriptFiles.some((f) => /syntax-check-/.test(f))).toBe(false);

  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('audio#clickSound')).toHaveAttribute('src', '/sounds/click.wav');
  await expect(page.locator('audio#clickSound')).toHaveAttribute('preload', 'auto');
  // Nothing about start-up is shown to the member.
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a visitor gets a device token and the server’s device key at launch, and the same visitor on the next launch', async ({ page }) => {
  await page.goto('/#/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('device_key')), { timeout: EXTRAS_TIMEOUT_MS }).toBeTruthy();
  const read = () => page.evaluate(() => ({ device: localStorage.getItem('device_id'), key: localStorage.getItem('device_key'), visitor: localStorage.getItem('visitor_id'), token: localStorage.getItem('token') }));
  const stored = await read();
  expect(stored.device).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(stored.key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  expect(stored.visitor).toBeTruthy();
  expect(stored.token).toBeTruthy();

  // The next launch sends the key back and is the same visitor.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/getDeviceIdFromToken'), { timeout: EXTRAS_TIMEOUT_MS });
  await page.reload();
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({ device_key: stored.key });
  expect((await response.json()).data).toMatchObject({ visitor_id: stored.visitor, device_key: stored.key });
});

test('a game or the wallet opened at launch asks for its first read once, beside its module, and shows the answer', async ({ page, request }) => {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);
  const calls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) calls.push(new URL(r.url()).pathname); });
  const count = (path: string) => calls.filter((c) => c === path).length;

  await page.goto('/#/pages/lottery/lottery');
  await expect(page.getByTestId('chances-left')).toHaveText('3');
  await page.goto('about:blank');
  await page.goto('/#/pages/dailylottery/dailylottery');
  await expect(page.getByTestId('chances-left')).toHaveText('1');
  expect(count('/api/lottery/info')).toBe(2);

  await page.goto('about:blank');
  await page.goto('/#/pages/personal/wallet');
  await expect(page.getByText('Defina a senha de saque de 6 dígitos para poder sacar.')).toBeVisible();
  expect(count('/api/wallet/info')).toBe(1);
});

test('start-up prepares the click sound without an AudioContext, and a tap plays it through a media element', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __audioContexts: number; __played: string[] };
    w.__audioContexts = 0;
    w.__played = [];
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.__audioContexts++;
      }
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      w.__played.push(this.currentSrc || this.src);
      return play.call(this).catch(() => undefined);
    };
  });
  await page.goto('/#/');
  await expect(page.locator('audio#clickSound')).toHaveAttribute('src', '/sounds/click.wav', { timeout: EXTRAS_TIMEOUT_MS });
  // Start-up prepares the sound once the page has rested (Howler lists its Howl globally); before any
  // touch, which loads the promo widgets' canvas layer and its Web Audio sounds.
  await expect.poll(() => page.evaluate(() => (window as unknown as { Howler?: { _howls: unknown[] } }).Howler?._howls.length ?? 0), { timeout: EXTRAS_TIMEOUT_MS }).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __audioContexts: number }).__audioContexts)).toBe(0);
  // The sound has loaded when the first tap comes: tap until it plays.
  const homeTab = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').first();
  await expect.poll(async () => {
    await homeTab.click();
    return page.evaluate(() => (window as unknown as { __played: string[] }).__played.some((src) => src.endsWith('/sounds/click.wav')));
  }).toBe(true);
});
