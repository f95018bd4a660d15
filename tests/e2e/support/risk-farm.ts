/**
 * A farm as the journeys build it: one browser (one device) registers account A through the form,
 * then ten accounts through A's invite link; each draws, sets the same Pix key, gets points and
 * asks a withdrawal, which the rules hold. Used by risk-farm.spec.ts (the decisions and the
 * ledger) and risk-console.spec.ts (Risco on a phone and a laptop with real data in it).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../env.ts';
import { fillRegistration, newMemberData, registerCodeByApi } from './api.ts';

export const FARM_SIZE = 10;
const WITHDRAWAL_PASSWORD = '246810';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FarmAccount { id: string; token: string; username: string }
export type HeldAccount = FarmAccount & { withdrawal: { id: number; status: string } };
export interface Farm { ownerToken: string; farm: HeldAccount[]; pixKey: string }

/** CPF check digit over `digits` (weights from digits.length + 1 down to 2). */
function cpfDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A valid CPF of its own for each farm: journeys run side by side on one server, and two farms
 * sharing a key would be one linked group, whose counts neither journey could predict.
 */
export function newFarmCpf(): string {
  const base = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
  const first = cpfDigit(base);
  const digits = [...base, first, cpfDigit([...base, first])].join('');
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** A member call that must succeed; answers its `data`. */
export async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
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
async function farmAccount(page: Page, request: APIRequestContext, code: string, pixKey: string): Promise<FarmAccount> {
  const member = newMemberData();
  const sms_code = await registerCodeByApi(request, member);
  const registered = await post<{ token: string; userInfo: { id: string; username: string } }>(request, '/api/auth/register', {
    ...member, confirm_password: member.password, sms_code, agree: true, parent_id: code,
  }, await deviceVisitorToken(page, request));
  const account = { id: registered.userInfo.id, token: registered.token, username: registered.userInfo.username };
  await post(request, '/api/auth/actionCompleteInfo', { real_name: 'Fazenda Silva', birth_date: '1990-01-01' }, account.token);
  await post(request, '/api/lottery/draw', { game: 'wheel', client_key: randomUUID() }, account.token);
  await post(request, '/api/wallet/setWithDrawalpass', { password: WITHDRAWAL_PASSWORD, confirm_password: WITHDRAWAL_PASSWORD }, account.token);
  await post(request, '/api/wallet/bindAccount', { account: pixKey, phone_last4: member.phone.slice(-4) }, account.token);
  const credit = await request.post('/api/ops/points', {
    headers: { 'x-ops-secret': E2E.opsSecret }, data: { user_id: Number(account.id), amount: 5_000, reason: 'Bônus de teste', key: `farm-credit-${account.id}` },
  });
  expect(credit.status()).toBe(200);
  return account;
}

/** The cash-out, once every account is ready: a farm withdraws when the accounts are made. */
async function withdraw(request: APIRequestContext, account: FarmAccount): Promise<HeldAccount> {
  const withdrawal = await post<{ id: number; status: string }>(request, '/api/wallet/withdraw', {
    type_id: 1, amount: 20, password: WITHDRAWAL_PASSWORD, request_key: randomUUID(),
  }, account.token);
  return { ...account, withdrawal };
}

/** A registers on the phone through the form (so the browser holds the device's signed key); answers A's token. */
async function registerOwner(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto('/#/pages/login/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  // The tab writes ?mode=register: the form is the register one before anything is typed in it.
  await expect(page).toHaveURL(/mode=register/);
  await expect(page.getByLabel('Confirmar senha')).toBeVisible();
  await fillRegistration(page, request, newMemberData());
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/** The whole farm on the page's device and one new Pix key: A, then ten friends who each ask a withdrawal. */
export async function buildFarm(page: Page, request: APIRequestContext): Promise<Farm> {
  const ownerToken = await registerOwner(page, request);
  const code = (await post<{ code: string }>(request, '/api/invite/info', {}, ownerToken)).code;
  const pixKey = newFarmCpf();
  const accounts: FarmAccount[] = [];
  for (let i = 0; i < FARM_SIZE; i += 1) accounts.push(await farmAccount(page, request, code, pixKey));
  const farm: HeldAccount[] = [];
  for (const account of accounts) farm.push(await withdraw(request, account));
  return { ownerToken, farm, pixKey };
}
