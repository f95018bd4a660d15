/**
 * `npm run screenshots [-- URL]`: phone-size (360×740) screenshots of the main screens into
 * .tmp/screens/, against a running app (default http://127.0.0.1:3000, the demo member signed in).
 * With OPS_SECRET (the server's), it also starts an envelope rain for the rain screenshot.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, MISSING_BROWSER_MESSAGE } from '../tests/e2e/browser.ts';
import { humanTrail, solveSlider } from '../tests/e2e/support/captcha-solver.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = '.tmp/screens';

async function post<T>(path: string, data: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  return ((await res.json()) as { data: T }).data;
}

async function postAs<T>(token: string, path: string, data: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(data) });
  return ((await res.json()) as { data: T }).data;
}

async function demoSession() {
  const puzzle = await post<{ captcha_id: string; background: string; piece: string; piece_y: number }>('/api/auth/imageCaptcha', {});
  const captcha_x = solveSlider(puzzle.background, puzzle.piece, puzzle.piece_y);
  // The server refuses an answer sooner than a person could drag.
  await new Promise((resolve) => setTimeout(resolve, 800));
  return post<{ token: string; userInfo: unknown }>('/api/auth/login', {
    username: 'demo2026', password: 'Premia2026', captcha_id: puzzle.captcha_id, captcha_x, captcha_trail: humanTrail(captcha_x),
  });
}

const VISITOR = [['login', '/pages/login/login'], ['register', '/pages/login/login?mode=register'], ['me-visitor', '/pages/personal/personal'], ['forgetaccount', '/pages/forgetaccount/forgetaccount']];
const MEMBER = [['home', '/'], ['rtp', '/pages/zanzhu/zanzhu'], ['quest', '/pages/Quest/Quest'], ['chest', '/pages/AnInvitation/AnInvitation'], ['me', '/pages/personal/personal'], ['perfection', '/pages/Perfection/Perfection'], ['setpassword', '/pages/personal/setpassword'], ['userinfo', '/pages/personal/userinfo'], ['wallet-frame', '/pages/personal/wallet']];

const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
mkdirSync(out, { recursive: true });
// SwiftShader lets headless Chromium draw the WebGL scenes.
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'] });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, locale: 'pt-BR' });
const page = await context.newPage();
const shoot = async (name: string, path: string) => {
  await page.goto(`${base}/#${path}`);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
};
for (const [name, path] of VISITOR) await shoot(name!, path!);
await page.goto(`${base}/#/pages/login/login`);
await page.reload();
await page.getByLabel('Nome de usuário').fill('demo2026');
await page.getByLabel('Senha', { exact: true }).fill('Premia2026');
await page.getByRole('button', { name: 'Entrar', exact: true }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/login-puzzle.png` });
const session = await demoSession();
await page.evaluate(([token, user]) => { localStorage.setItem('token', token as string); localStorage.setItem('userInfo', JSON.stringify(user)); }, [session.token, session.userInfo]);
await page.reload();
for (const [name, path] of MEMBER) await shoot(name!, path!);

// Rewards: the demo member completes the profile once, then plays each game (mid-animation and result).
await postAs(session.token, '/api/auth/actionCompleteInfo', { real_name: 'Demo Prêmia', birth_date: '1990-05-20' });
const play = async (name: string, path: string, button: RegExp, midMs: number) => {
  await shoot(name, path);
  const action = page.getByRole('button', { name: button });
  if (!(await action.isEnabled())) return;
  await action.click();
  await page.waitForTimeout(midMs);
  await page.screenshot({ path: `${out}/${name}-mid.png` });
  await page.getByRole('dialog').waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}-result.png` });
  await page.keyboard.press('Escape');
};
await play('wheel', '/pages/lottery/lottery', /^Girar$/, 900);
await play('giftbox', '/pages/dailylottery/dailylottery', /^Abrir$/, 500);
await play('chest-game', '/pages/AnInvitation/AnInvitation', /^Abrir baú$/, 500);
const REWARDS = [['points-history', '/pages/personal/prizeRecord'], ['points-history-wheel', '/pages/personal/prizeRecord?range=7d&source=wheel'], ['lotteryrecord', '/pages/lotteryrecord/lotteryrecord'], ['address', '/pages/address/address'], ['addAddress', '/pages/addAddress/addAddress']];
for (const [name, path] of REWARDS) await shoot(name!, path!);
await page.goto(`${base}/#/pages/lotteryrecord/lotteryrecord`);
await page.getByTestId('draw-record').first().click().catch(() => undefined);
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}/lotterydetail.png`, fullPage: true });
await page.goto(`${base}/#/pages/personal/prizeRecord`);
await page.getByTestId('points-entry').first().click().catch(() => undefined);
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}/prizeDetail.png` });
// Wallet: password and account through the API, then the screens and the withdrawal dialog.
const walletInfo = await postAs<{ phone_masked: string; has_password: boolean }>(session.token, '/api/wallet/info', {});
if (!walletInfo.has_password) await postAs(session.token, '/api/wallet/setWithDrawalpass', { password: '246810', confirm_password: '246810' });
await postAs(session.token, '/api/wallet/bindAccount', { account: 'demo@pix.com.br', phone_last4: walletInfo.phone_masked.slice(-4) });
await shoot('wallet', '/pages/personal/wallet');
await page.getByRole('radio', { name: /^Pix/ }).click();
await page.getByLabel('Valor (R$)').fill('1');
await page.getByRole('button', { name: 'Sacar', exact: true }).click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/wallet-too-small.png` });
await page.getByLabel('Valor (R$)').fill('10');
await page.getByRole('button', { name: 'Sacar', exact: true }).click();
await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/wallet-dialog.png` });
await page.getByRole('button', { name: 'Confirmar' }).click();
await page.waitForTimeout(1200);
await page.screenshot({ path: `${out}/withdrawDetails.png` });
for (const [name, path] of [['withdrawrecord', '/pages/personal/withdrawrecord'], ['setWithDrawalpass', '/pages/personal/setWithDrawalpass'], ['stationMsg', '/pages/personal/stationMsg']]) await shoot(name!, path!);
// Promo widgets: the widgets, a popup, and (with OPS_SECRET) a rain started now.
await shoot('promo-widgets', '/');
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/promo-widgets.png` });
// The widgets show first as DOM stand-ins (the canvas takes over at the first touch).
await page.locator('[data-widget-standin="market-1"]').click();
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/promo-popup.png` });
if (process.env.OPS_SECRET) {
  await fetch(`${base}/api/ops/market-periods`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': process.env.OPS_SECRET },
    body: JSON.stringify({ type: 2, starts_in: 0, duration: 60, points: 5, envelope_cap: 20, replace: true }),
  });
  await shoot('promo-rain-widget', '/');
  await page.waitForTimeout(1500);
  await page.locator('[data-widget-standin="market-2"]').click();
  await page.getByRole('button', { name: 'Pegar envelopes' }).click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${out}/promo-rain.png` });
}
await browser.close();
console.log(`screenshots in ${out}/`);
