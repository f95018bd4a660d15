/**
 * The console runs the business, operator and member side by side: the operator changes a rule in
 * the console (1280×800) and the member, on a phone (360×740), sees it. These journeys change the
 * withdrawal types, the wheel's prizes and the rains, so they run on a server of their own
 * (playwright.config.ts, project `business`), one after the other.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E, E2E_BUSINESS } from './env.ts';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const SHOTS = '.tmp/screens';
const OPERATOR_PASSWORD = 'senha-do-console-1';
const asSecret = { 'x-ops-secret': E2E.opsSecret };

function ops(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
    env: { ...process.env, OPS_URL: E2E_BUSINESS.baseURL, OPS_SECRET: E2E.opsSecret },
    encoding: 'utf8',
  });
}

/** A new admin signed in at /ops/. */
async function operatorSignedIn(page: Page): Promise<string> {
  const name = `op${Date.now().toString(36)}`;
  expect(ops('operators', 'add', name, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${name} criado`);
  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(name);
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  return name;
}

async function phoneOf(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, baseURL: E2E_BUSINESS.baseURL, locale: 'pt-BR', serviceWorkers: 'block' });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the operator sets a withdrawal minimum of 50; the member’s form says so', async ({ page, request, browser }) => {
  await operatorSignedIn(page);
  await page.getByRole('link', { name: 'Regras de saque' }).click();
  await page.getByRole('button', { name: 'Novo tipo' }).click();
  const form = page.getByRole('form', { name: 'Novo tipo de saque' });
  await form.getByLabel('Nome').fill('Boleto');
  await form.getByLabel('Plataforma').fill('Banco');
  await form.getByLabel('Mínimo').fill('50');
  await form.getByLabel('Máximo').fill('400');
  await form.getByRole('button', { name: 'Salvar tipo' }).click();
  await expect(page.getByRole('status')).toHaveText('Tipo salvo. A carteira dos membros já mostra os valores novos.');

  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const credit = await request.post(`/api/ops/points`, {
    headers: asSecret, data: { user_id: Number((session.userInfo as { id: string }).id), amount: 9_000, reason: 'Saldo de teste', key: `min-${session.token.slice(0, 8)}` },
  });
  expect(credit.status()).toBe(200);
  const auth = { authorization: `Bearer ${session.token}` };
  await request.post('/api/wallet/setWithDrawalpass', { headers: auth, data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: auth, data: { account: 'conta-da-ana', phone_last4: session.member.phone.slice(-4) } });
  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/pages/personal/wallet');
  await member.getByRole('radio', { name: /^Boleto/ }).click();
  await member.getByLabel('Valor (R$)').fill('20');
  await member.getByRole('button', { name: 'Sacar', exact: true }).click();
  await expect(member.getByText('O valor mínimo é R$ 50')).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/business-withdrawal-minimum.png` });
  await phone.close();
});

test('the operator disables a member; the member’s next call sends them to login', async ({ page, request, browser }) => {
  await operatorSignedIn(page);
  const session = await registerByApi(request);
  const phone = await phoneOf(browser);
  const member = await phone.newPage();
  await signInWithStorage(member, session);
  await member.goto('/#/pages/personal/wallet');
  await expect(member.getByTestId('wallet-points')).toBeVisible();

  await page.getByRole('link', { name: 'Membros' }).click();
  await page.getByLabel('Buscar membro').fill(session.member.username);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: session.member.username, exact: true }).click();
  await page.getByRole('button', { name: 'Desativar conta' }).click();
  await page.getByRole('button', { name: 'Confirmar desativação' }).click();
  await expect(page.getByText('Conta desativada; as sessões do membro foram encerradas.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-member-disabled.png` });

  await member.goto('/#/pages/personal/wallet');
  await member.reload();
  await expect(member).toHaveURL(/#\/pages\/login\/login/, { timeout: 15_000 });
  await phone.close();
});
