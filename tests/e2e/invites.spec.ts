import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E } from './env.ts';
import { completeProfileByApi, fillRegistration, newMemberData, registerByApi, registerCodeByApi, signInWithStorage } from './support/api.ts';

/** Another phone: its own user agent makes its fingerprint (device_id) differ from the inviter's. */
const OTHER_PHONE_UA = 'Mozilla/5.0 (Linux; Android 12; Moto G22) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

async function completeProfileOnScreen(page: Page, name: string) {
  await page.getByRole('link', { name: 'Complete suas informações para participar' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Data de nascimento').fill('1991-07-09');
  await page.getByRole('button', { name: 'Salvar' }).click();
}

test('a friend who opens the invite link, registers and completes the profile shows in Convidados, pending until released, then rewarded with a chest', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const inviter = await registerByApi(request);
  await signInWithStorage(page, inviter);
  await page.goto('/#/pages/invite/invite');
  await expect(page.getByRole('img', { name: 'QR code do seu link de convite' })).toBeVisible();
  const link = (await page.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${E2E.baseURL}/#/\\?parent_id=[A-Z2-9]{8}$`));

  const phone = await browser.newContext({ baseURL: E2E.baseURL, userAgent: OTHER_PHONE_UA, viewport: { width: 360, height: 740 }, locale: 'pt-BR', hasTouch: true });
  await phone.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  const friendPage = await phone.newPage();
  await friendPage.goto(link);
  await expect.poll(() => friendPage.evaluate(() => localStorage.getItem('parent_id'))).toBe(link.split('parent_id=')[1]);
  await friendPage.goto('/#/pages/login/login');
  await friendPage.getByRole('tab', { name: 'Cadastrar' }).click();
  const friend = newMemberData();
  await fillRegistration(friendPage, request, friend);
  await friendPage.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(friendPage).toHaveURL(/#\/pages\/personal\/personal$/);
  await completeProfileOnScreen(friendPage, 'Bruno Amigo');
  await expect(friendPage.getByRole('link', { name: 'Complete suas informações para participar' })).toHaveCount(0);
  await phone.close();

  await page.goto('/#/pages/Convidados/Convidados');
  const guest = page.getByTestId('guest');
  await expect(guest).toHaveCount(1);
  // Earned, not spendable yet: it waits for the friend's first draw (docs/risk.md), shown in the history.
  await expect(guest).toHaveAttribute('data-status', 'pending');
  await expect(guest).toContainText('Recompensa pendente');
  await page.goto('/#/pages/personal/prizeRecord');
  await expect(page.getByTestId('pending-entry')).toContainText('Libera 24 h após o primeiro sorteio do convidado');
  await expect(page.getByTestId('balance')).toHaveText('0');

  // A reviewer releases it at once (Risco): it becomes points and the chest's chance.
  const ops = { 'x-ops-secret': E2E.opsSecret };
  const pending = await (await request.get(`/api/ops/risk/pending-points?member_id=${(inviter.userInfo as { id: string | number }).id}`, { headers: ops })).json();
  expect(pending.data).toHaveLength(1);
  const released = await request.post('/api/ops/risk/pending-points/decide', { headers: ops, data: { ids: [pending.data[0].id], decision: 'release' } });
  expect((await released.json()).data[0].ok).toBe(true);
  await page.goto('/#/pages/Convidados/Convidados');
  await expect(guest).toHaveAttribute('data-status', 'rewarded');
  await expect(guest).toContainText('Premiado');
  await expect(guest).toContainText(`${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`);
  await expect(guest).not.toContainText(friend.username);
  await expect(page.getByTestId('figure-rewarded')).toHaveText('1');

  await page.goto('/#/pages/AnInvitation/AnInvitation');
  await expect(page.getByTestId('chances-left')).toHaveText('1');

  await page.goto('/#/pages/affiliate/affiliate');
  await expect(page.getByTestId('affiliate-rules')).toContainText('completa o cadastro');
  await expect(page.getByTestId('ranking')).toContainText(`${inviter.member.username.slice(0, 2)}***${inviter.member.username.slice(-2)}`);
});

test('an incomplete member asking for a withdrawal is sent to Perfection and back to the wallet', async ({ page, request }) => {
  const session = await registerByApi(request);
  const id = Number((session.userInfo as { id: string }).id);
  const auth = { authorization: `Bearer ${session.token}` };
  expect((await request.post('/api/ops/points', { headers: { 'x-ops-secret': E2E.opsSecret }, data: { user_id: id, amount: 5000, reason: 'Bônus de teste', key: `e2e-gate-${id}` } })).status()).toBe(200);
  await request.post('/api/wallet/setWithDrawalpass', { headers: auth, data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: auth, data: { account: `pix-do-teste-${session.member.phone}`, phone_last4: session.member.phone.slice(-4) } });
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/wallet');
  await page.getByRole('radio', { name: /^Pix/ }).click();
  await page.getByLabel('Valor (R$)').fill('10');
  await page.getByRole('button', { name: 'Sacar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar saque' });
  await dialog.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/Perfection\?redirect=%2Fpages%2Fpersonal%2Fwallet$/);
  await expect(page.getByText('Complete suas informações antes de participar')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Carla Teste');
  await page.getByLabel('Data de nascimento').fill('1990-01-02');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/wallet$/);
  await expect(page.getByTestId('wallet-points')).toHaveText('5.000');
});

test('a member who registered without a link names the inviter once on the invite page', async ({ page, request }) => {
  const inviter = await registerByApi(request);
  const code = (await (await request.post('/api/invite/info', { headers: { authorization: `Bearer ${inviter.token}` } })).json()).data.code as string;
  const member = await registerByApi(request);
  await signInWithStorage(page, member);
  await page.goto('/#/pages/invite/invite');
  await page.getByLabel('Código de convite').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Pronto! Sua conta foi ligada a quem convidou você.')).toBeVisible();
  await expect(page.getByLabel('Código de convite')).toHaveCount(0);
});

/** Each device's key, as its browser keeps it: the same device is the one that sends its key back. */
const deviceKeys = new Map<string, string>();

/** A friend registered on a given device (its visitor token), as the app does at start-up. */
async function registerOnDevice(request: APIRequestContext, deviceId: string, parentId?: string) {
  const device = await (await request.post('/api/auth/getDeviceIdFromToken', { data: { device_id: deviceId, device_key: deviceKeys.get(deviceId) } })).json();
  deviceKeys.set(deviceId, device.data.device_key);
  const member = newMemberData();
  const sms_code = await registerCodeByApi(request, member);
  const registered = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${device.data.token}` },
    data: { ...member, confirm_password: member.password, sms_code, agree: true, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(registered.status()).toBe(200);
  return ((await registered.json()) as { data: { token: string; userInfo: unknown } }).data;
}

test('screens at 360×740: invite, affiliate and Convidados', async ({ page, request }) => {
  const deviceId = `screens-${Date.now()}`;
  const inviter = await registerOnDevice(request, deviceId);
  const code = (await (await request.post('/api/invite/info', { headers: { authorization: `Bearer ${inviter.token}` } })).json()).data.code as string;
  await registerByApi(request, undefined, { parent_id: code });
  await completeProfileByApi(request, (await registerByApi(request, undefined, { parent_id: code })).token);
  await completeProfileByApi(request, (await registerOnDevice(request, deviceId, code)).token);
  await signInWithStorage(page, inviter);
  mkdirSync('.tmp/screens', { recursive: true });
  for (const [path, name] of [['/pages/invite/invite', 'invite'], ['/pages/affiliate/affiliate', 'affiliate'], ['/pages/Convidados/Convidados', 'Convidados']] as const) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.page__body .card').first()).toBeVisible();
    if (name === 'invite') await expect(page.getByTestId('invite-qr')).toBeVisible();
    if (name === 'Convidados') await expect(page.getByTestId('guest')).toHaveCount(3);
    await page.screenshot({ path: `.tmp/screens/${name}.png`, fullPage: true });
    if (name === 'affiliate') {
      await page.getByTestId('ranking').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '.tmp/screens/affiliate-ranking.png' });
    }
  }
  await expect(page.getByTestId('guest').first()).toContainText('Mesmo aparelho de quem convidou');
});
