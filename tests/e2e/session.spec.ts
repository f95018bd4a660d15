import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';

test('a call answered 401 clears the session and lands on login with the server message', async ({ page, request }) => {
  const session = await registerByApi(request);
  await signInWithStorage(page, { ...session, token: 'token-que-nao-existe' });
  await page.goto('/#/pages/personal/personal');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByRole('status')).toHaveText('Faça login para continuar');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userInfo: localStorage.getItem('userInfo'),
    height: localStorage.getItem('navigatorContainerHeight'),
  }));
  expect(stored).toEqual({ token: null, userInfo: null, height: null });
});

test('a session revoked elsewhere (402) also ends here', async ({ page, request }) => {
  const session = await registerByApi(request);
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.token}` } });
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/personal');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(page.getByRole('status')).toHaveText('Sua sessão terminou, entre novamente');
});

test('a session ended before the app has drawn (the wallet\'s first read answers 402 first) still lands on login', async ({ page, request }) => {
  const session = await registerByApi(request);
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.token}` } });
  await signInWithStorage(page, session);
  // The wallet's first read leaves beside its module (api/early.ts), before React's first render;
  // on a slow phone its 402 comes back before the shell has drawn and listens for an ended session.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto('/#/pages/personal/wallet');
  await expect(page).toHaveURL(/#\/pages\/login\/login/, { timeout: 20_000 });
  await expect(page.getByRole('status')).toHaveText('Sua sessão terminou, entre novamente');
});

test('channel_from from the URL is stored and sent as CHANNEL-FROM with every call', async ({ page }) => {
  const calls: Array<{ url: string; channel: string | undefined; language: string | undefined }> = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push({ url: r.url(), channel: r.headers()['channel-from'], language: r.headers()['accept-language'] });
  });
  await page.goto('/?channel_from=parceiro42#/');
  await expect(page.getByRole('link', { name: 'Roda', exact: true })).toBeVisible();
  await page.goto('/#/pages/login/login');
  await page.getByLabel('Nome de usuário').fill('alguem2026');
  await page.getByLabel('Senha', { exact: true }).fill('Senha2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByTestId('captcha-handle')).toBeEnabled();

  expect(await page.evaluate(() => localStorage.getItem('HTTP_CHANNEL_FROM'))).toBe('parceiro42');
  const paths = calls.map((c) => new URL(c.url).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/api/auth/getDeviceIdFromToken', '/api/ads-and-configs', '/api/auth/GetTongji', '/api/auth/imageCaptcha']));
  for (const call of calls) {
    expect(call.channel, call.url).toBe('parceiro42');
    expect(call.language, call.url).toBeTruthy();
  }
});

test('an expired token is renewed with the httpOnly cookie and the member stays signed in', async ({ page }) => {
  // page.request shares the browser's cookies: the registration's refresh cookie lands where the app's calls go.
  const session = await registerByApi(page.request);
  await signInWithStorage(page, session);
  let expired = 0;
  // The server's clock cannot be moved from here: the first who-am-I answers as an expired token would.
  await page.route('**/api/auth/getUserInfo', async (route) => {
    if (expired > 0) return route.fallback();
    expired += 1;
    await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, msg: 'Faça login para continuar', data: null }) });
  });
  const renewals = page.waitForResponse((r) => r.url().endsWith('/api/auth/refreshToken'));
  await page.goto('/#/pages/personal/personal');
  expect((await renewals).status()).toBe(200);
  await expect(page.getByText(session.member.username).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  const seen = await page.evaluate(() => ({ token: localStorage.getItem('token'), cookies: document.cookie }));
  expect(seen.token).not.toBe(session.token);
  expect(seen.token).toMatch(/^[\w-]{43}$/);
  expect(seen.cookies).not.toContain('premia_refresh');
  expect(expired).toBe(1);
});
