import type { APIRequestContext, Page } from '@playwright/test';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E } from './env.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';

async function creditPoints(request: APIRequestContext, userId: string, amount: number) {
  const res = await request.post('/api/ops/points', {
    headers: { 'x-ops-secret': E2E.opsSecret },
    data: { user_id: Number(userId), amount, reason: 'Bônus de teste', key: `e2e-${userId}-${amount}` },
  });
  expect(res.status()).toBe(200);
}

/** The operator's command, exactly as the README gives it, against the journey's server. */
const ops = (...args: string[]) => opsCli(args);

/** A member with points, a withdrawal password and a bound account, on the wallet page. */
async function readyMember(page: Page, request: APIRequestContext, points: number) {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const id = (session.userInfo as { id: string }).id;
  await creditPoints(request, id, points);
  const auth = { authorization: `Bearer ${session.token}` };
  await request.post('/api/wallet/setWithDrawalpass', { headers: auth, data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: auth, data: { account: `pix-da-ana-${session.member.phone}`, phone_last4: session.member.phone.slice(-4) } });
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/wallet');
  return session;
}

async function startWithdrawal(page: Page, amount: string) {
  await page.getByRole('radio', { name: /^Pix/ }).click();
  await page.getByLabel('Valor (R$)').fill(amount);
  await page.getByRole('button', { name: 'Sacar', exact: true }).click();
}

async function confirmWith(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirmar saque' });
  await dialog.getByLabel('Senha de saque (6 dígitos)').fill(password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
}

test('a member sets the withdrawal password, binds an account, withdraws, and the operator approves it', async ({ page, request }) => {
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await creditPoints(request, (session.userInfo as { id: string }).id, 5_000);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/wallet');
  await expect(page.getByTestId('wallet-points')).toHaveText('5.000');

  await page.getByRole('link', { name: 'Definir senha de saque' }).click();
  await page.getByLabel('Senha de saque (6 dígitos)').fill('12345');
  await page.getByLabel('Confirmar senha de saque').fill('12345');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('A senha de saque deve ter exatamente 6 dígitos').first()).toBeVisible();
  await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await page.getByLabel('Confirmar senha de saque').fill('246810');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/wallet$/);

  // The form's own rules (loaded with the page's rest, or at this submit) answer before the server.
  await page.getByLabel('Conta de recebimento').fill('pix');
  await page.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(page.getByText('A conta deve ter pelo menos 4 caracteres')).toBeVisible();
  await expect(page.getByText('Informe os 4 últimos dígitos do telefone')).toBeVisible();
  await page.getByLabel('Conta de recebimento').fill('pix-da-ana');
  await page.getByLabel('4 últimos dígitos do telefone').fill('0000');
  await page.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(page.getByText('Os 4 últimos dígitos não conferem com o telefone cadastrado')).toBeVisible();
  await page.getByLabel('4 últimos dígitos do telefone').fill(session.member.phone.slice(-4));
  await page.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(page.getByTestId('bound-account')).toHaveText('pix-da-ana');

  await page.getByRole('button', { name: 'Sacar', exact: true }).click();
  await expect(page.getByText('Selecione o tipo de conversão')).toBeVisible();
  await startWithdrawal(page, '5');
  await expect(page.getByText('O valor mínimo é R$ 10')).toBeVisible();
  await startWithdrawal(page, '600');
  await expect(page.getByText('O valor máximo é R$ 500')).toBeVisible();

  await startWithdrawal(page, '20');
  await expect(page.getByText('Custa 2.000 pontos')).toBeVisible();
  await confirmWith(page, '111111');
  await expect(page.getByText('Senha de saque incorreta. Restam 4 tentativas')).toBeVisible();
  await confirmWith(page, '246810');
  await expect(page).toHaveURL(/withdrawDetails\?id=\d+/);
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Em andamento');
  const id = new URL(page.url().replace('#/', '')).searchParams.get('id')!;

  await page.goto('/#/pages/personal/withdrawrecord');
  await page.getByRole('button', { name: 'Em andamento' }).click();
  await expect(page.getByTestId('withdrawal')).toHaveCount(1);
  await expect(page.getByTestId('withdrawal')).toContainText('R$ 20 · Pix');

  expect(ops('withdrawals', 'list')).toContain(`${id}\t`);
  expect(ops('withdrawals', 'approve', id, '--remark', 'Pago via Pix')).toContain(`Aprovado: #${id} → Sucesso (Pago via Pix)`);

  await page.getByRole('button', { name: 'Sucesso' }).click();
  await page.getByTestId('withdrawal').click();
  await expect(page.getByTestId('withdrawal-status')).toHaveText('Sucesso');
  await expect(page.getByTestId('withdrawal-remark')).toHaveText('Pago via Pix');
  await page.goto('/#/pages/personal/stationMsg');
  // filter, not first(): an operator broadcast sent meanwhile (messages journey) would be newer.
  await expect(page.getByTestId('station-message').filter({ hasText: 'Seu saque de R$ 20 (Pix) foi aprovado. Pago via Pix' })).toBeVisible();
});

test('five wrong withdrawal passwords lock it, with the time it opens again', async ({ page, request }) => {
  await readyMember(page, request, 3_000);
  await startWithdrawal(page, '10');
  for (let left = 4; left >= 1; left -= 1) {
    await confirmWith(page, '000000');
    await expect(page.getByText(`Senha de saque incorreta. Restam ${left} tentativas`)).toBeVisible();
  }
  await confirmWith(page, '000000');
  await expect(page.getByText(/Senha de saque bloqueada após 5 tentativas erradas\. Tente novamente depois de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  // The right password is refused too while locked, and the wallet says until when.
  await confirmWith(page, '246810');
  await expect(page.getByText(/Senha de saque bloqueada após 5 tentativas erradas/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Senha de saque bloqueada até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByTestId('wallet-points')).toHaveText('3.000');
});
