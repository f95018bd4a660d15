/**
 * A farm, as an operator meets it: one browser (one device) registers account A, then ten accounts
 * through A's invite link; each draws, sets the same Pix key and asks a withdrawal. A earns no
 * invite points; the ten withdrawals are held with reasons naming the device and the key; Risco
 * shows one group of eleven; a reviewer releases one and refuses the rest; for every account the
 * history's entries add up to its balance, throughout.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { fillRegistration, newMemberData, registerCodeByApi } from './support/api.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { E2E } from './env.ts';

const PIX_KEY = '529.982.247-25';
const WITHDRAWAL_PASSWORD = '246810';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Account { id: string; token: string; username: string }

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data, ...(token ? { headers: bearer(token) } : {}) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The visitor token of this browser's device, asked as the app asks at launch: its id and the key the server signed for it. */
async function deviceVisitorToken(page: Page, request: APIRequestContext): Promise<string> {
  const [deviceId, deviceKey] = await page.evaluate(() => [localStorage.getItem('device_id'), localStorage.getItem('device_key')]);
  expect(deviceId).toBeTruthy();
  expect(deviceKey).toBeTruthy();
  return (await post<{ token: string }>(request, '/api/auth/getDeviceIdFromToken', { device_id: deviceId, device_key: deviceKey })).token;
}

/** A friend registered on this device through A's code, then profile, draw, Pix key and points. */
async function farmAccount(page: Page, request: APIRequestContext, code: string): Promise<Account> {
  const member = newMemberData();
  const sms_code = await registerCodeByApi(request, member);
  const registered = await post<{ token: string; userInfo: { id: string; username: string } }>(request, '/api/auth/register', {
    ...member, confirm_password: member.password, sms_code, agree: true, parent_id: code,
  }, await deviceVisitorToken(page, request));
  const account = { id: registered.userInfo.id, token: registered.token, username: registered.userInfo.username };
  await post(request, '/api/auth/actionCompleteInfo', { real_name: 'Fazenda Silva', birth_date: '1990-01-01' }, account.token);
  await post(request, '/api/lottery/draw', { game: 'wheel', client_key: randomUUID() }, account.token);
  await post(request, '/api/wallet/setWithDrawalpass', { password: WITHDRAWAL_PASSWORD, confirm_password: WITHDRAWAL_PASSWORD }, account.token);
  await post(request, '/api/wallet/bindAccount', { account: PIX_KEY, phone_last4: member.phone.slice(-4) }, account.token);
  const credit = await request.post('/api/ops/points', {
    headers: { 'x-ops-secret': E2E.opsSecret }, data: { user_id: Number(account.id), amount: 5_000, reason: 'Bônus de teste', key: `farm-credit-${account.id}` },
  });
  expect(credit.status()).toBe(200);
  return account;
}

/** The cash-out, once every account is ready: a farm withdraws when the accounts are made. */
async function withdraw(request: APIRequestContext, account: Account): Promise<Account & { withdrawal: { id: number; status: string } }> {
  const withdrawal = await post<{ id: number; status: string }>(request, '/api/wallet/withdraw', {
    type_id: 1, amount: 20, password: WITHDRAWAL_PASSWORD, request_key: randomUUID(),
  }, account.token);
  return { ...account, withdrawal };
}

/** Every entry of the member's history added up, against the balance it shows. */
async function ledgerMatches(request: APIRequestContext, token: string): Promise<void> {
  const history = await post<{ list: Array<{ amount: number }>; balance: number; hasMore: boolean }>(
    request, '/api/points/history', { range: 'all', page: 1, page_size: 50 }, token);
  expect(history.hasMore).toBe(false);
  expect(history.list.reduce((sum, e) => sum + e.amount, 0)).toBe(history.balance);
}

test('a farm of eleven accounts on one phone and one Pix key: held, linked, decided, nothing lost', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  // A registers on the phone, through the form.
  await page.goto('/#/pages/login/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  const a = newMemberData();
  await fillRegistration(page, request, a);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  const aToken = (await page.evaluate(() => localStorage.getItem('token')))!;
  const code = (await post<{ code: string }>(request, '/api/invite/info', {}, aToken)).code;

  const accounts: Account[] = [];
  for (let i = 0; i < 10; i += 1) accounts.push(await farmAccount(page, request, code));
  const farm = [];
  for (const account of accounts) farm.push(await withdraw(request, account));
  for (const account of farm) expect(account.withdrawal.status).toBe('review');

  // The member's side: "Em análise", and no reason.
  const last = farm.at(-1)!;
  await page.evaluate(([token]) => localStorage.setItem('token', token!), [last.token]);
  await page.goto(`/#/pages/personal/withdrawDetails?id=${last.withdrawal.id}`);
  await expect(page.getByText('Em análise').first()).toBeVisible();
  await expect(page.getByText('aparelho')).toHaveCount(0);

  // A got no spendable invite points: the friends came from its own phone.
  const aHistory = await post<{ balance: number; pending: unknown[] }>(request, '/api/points/history', { range: 'all', page: 1 }, aToken);
  expect(aHistory).toMatchObject({ balance: 0, pending: [] });

  // The reviewer's side.
  const consoleContext = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const ops = await consoleContext.newPage();
  await newOperatorSignedIn(ops, { prefix: 'risco' });
  await ops.goto('/ops/#/risk/holds');
  const farmRows = ops.getByTestId('risk-hold').filter({ hasText: new RegExp(farm.map((f) => f.username).join('|')) });
  await expect(farmRows).toHaveCount(10);
  for (const row of await farmRows.all()) {
    await expect(row).toContainText('aparelho (10 contas)');
    // The key is shared by the ten friends (A never set one): nine others each.
    await expect(row).toContainText('chave Pix (9 contas)');
  }

  // One group of eleven from A's view.
  await ops.getByRole('link', { name: farm[0]!.username }).first().click();
  await expect(ops.getByTestId('risk-linked')).toContainText('10 contas ligadas');
  await expect(ops.getByTestId('risk-group-account')).toHaveCount(11);
  await ops.goBack();

  // Release the first, refuse the other nine.
  await ops.getByRole('checkbox', { name: `Selecionar a retenção de ${farm[0]!.username}` }).check();
  await ops.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(ops.getByRole('status')).toContainText('1 decididas.');
  for (const account of farm.slice(1)) await ops.getByRole('checkbox', { name: `Selecionar a retenção de ${account.username}` }).check();
  await ops.getByRole('button', { name: 'Recusar', exact: true }).click();
  await expect(ops.getByRole('status')).toContainText('9 decididas.');
  await expect(farmRows).toHaveCount(0);
  await consoleContext.close();

  // Released: in the payout queue, points still reserved; refused: points back. The ledger agrees throughout.
  for (const account of farm) {
    const record = await post<{ status: string }>(request, '/api/wallet/detail', { id: account.withdrawal.id }, account.token);
    expect(record.status).toBe(account === farm[0] ? 'progress' : 'failed');
    await ledgerMatches(request, account.token);
  }
  await ledgerMatches(request, aToken);
});
