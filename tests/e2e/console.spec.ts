/**
 * The operator console: an operator made with `npm run ops -- operators add` signs in at
 * /ops/, approves a member's withdrawal with a remark, answers a feedback with images, and the
 * member reads both answers as station messages. Screens at 1280×800 go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const OPERATOR_PASSWORD = 'senha-do-console-1';

const ops = (...args: string[]) => opsCli(args);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function memberWithWithdrawal(request: APIRequestContext) {
  const session = await registerByApi(request);
  const userId = Number((session.userInfo as { id: string }).id);
  const credit = await request.post('/api/ops/points', {
    headers: { 'x-ops-secret': E2E.opsSecret },
    data: { user_id: userId, amount: 5_000, reason: 'Bônus de teste', key: `console-${userId}` },
  });
  expect(credit.status()).toBe(200);
  // Withdrawing needs a complete profile, as a member's own journey does.
  await completeProfileByApi(request, session.token);
  await request.post('/api/wallet/setWithDrawalpass', { headers: bearer(session.token), data: { password: '246810', confirm_password: '246810' } });
  await request.post('/api/wallet/bindAccount', { headers: bearer(session.token), data: { account: `pix-da-bia-${session.member.phone}`, phone_last4: session.member.phone.slice(-4) } });
  const made = await request.post('/api/wallet/withdraw', {
    headers: bearer(session.token),
    data: { type_id: 1, amount: 20, password: '246810', request_key: `console-${userId}` },
  });
  expect(made.status(), await made.text()).toBe(200);
  return { session, withdrawalId: ((await made.json()) as { data: { id: number } }).data.id };
}

async function feedbackWithImages(request: APIRequestContext, token: string) {
  const ids: number[] = [];
  for (const [i, colour] of [{ r: 255, g: 122, b: 0 }, { r: 30, g: 120, b: 220 }].entries()) {
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer();
    const uploaded = await request.post('/api/upload/image', { headers: bearer(token), multipart: { file: { name: `tela-${i}.png`, mimeType: 'image/png', buffer } } });
    expect(uploaded.status()).toBe(200);
    ids.push(((await uploaded.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id);
  }
  const sent = await request.post('/api/message/submitFeedback', {
    headers: bearer(token),
    data: { email: 'bia@exemplo.com.br', content: 'O saque demorou, seguem as telas.', images: ids },
  });
  expect(sent.status()).toBe(200);
  return ((await sent.json()) as { data: { id: number } }).data.id;
}

test('an operator signs in at /ops/, approves a withdrawal, answers a feedback; the member reads both', async ({ page, request, browser }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const operator = `ana${Date.now().toString(36)}`;
  expect(ops('operators', 'add', operator, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${operator} criado`);
  const { session, withdrawalId } = await memberWithWithdrawal(request);
  const feedbackId = await feedbackWithImages(request, session.token);

  await page.goto('/ops/');
  await expect(page.getByRole('heading', { name: 'Console de operação' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/console-signin.png' });
  await page.getByLabel('Operador').fill(operator);
  await page.getByLabel('Senha').fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nome de operador ou senha incorretos');
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('link', { name: /^Saques\s*\d+/ })).toBeVisible();
  await page.getByRole('link', { name: /^Saques/ }).click();
  const row = page.locator(`tr[data-id="${withdrawalId}"]`);
  await expect(row).toContainText(session.member.username);
  await expect(row).toContainText('pix-da-bia');
  await row.getByRole('button', { name: 'Resumo do membro' }).click();
  await expect(row.getByTestId('member-summary')).toContainText('Saldo (pontos)3.000');
  await page.screenshot({ path: '.tmp/screens/console-queue.png' });

  // A refusal needs a remark; then approve with one.
  await row.getByRole('button', { name: 'Recusar' }).click();
  await page.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(page.getByText('Uma recusa precisa de um motivo (o membro lê o texto).')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByLabel('Observação (o membro lê o texto)').fill('Pago pelo console');
  await page.screenshot({ path: '.tmp/screens/console-decision.png' });
  await page.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(page.getByRole('status')).toContainText('1 decidido');
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Aprovado' }).click();
  await expect(page.locator(`tr[data-id="${withdrawalId}"]`)).toContainText('Pago pelo console');

  await page.getByRole('link', { name: /^Feedback/ }).click();
  const feedbackRow = page.locator(`tr[data-id="${feedbackId}"]`);
  await expect(feedbackRow).toContainText('O saque demorou');
  await expect(feedbackRow.locator('.ops-thumb img')).toHaveCount(2);
  await page.screenshot({ path: '.tmp/screens/console-feedback.png' });
  await feedbackRow.getByRole('button', { name: 'Imagem 2' }).click();
  const lightbox = page.locator('.ops-lightbox img');
  await expect(lightbox).toHaveAttribute('src', /^\/api\/uploads\/[\w-]{22}\.png$/);
  await expect.poll(() => lightbox.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await page.screenshot({ path: '.tmp/screens/console-lightbox.png' });
  await page.keyboard.press('Escape');
  await feedbackRow.getByLabel('Responder').fill('Obrigado! O saque já foi pago.');
  await feedbackRow.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('status')).toHaveText('Resposta enviada ao membro.');

  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('row').filter({ hasText: `withdrawals:${withdrawalId}` })).toContainText(operator);
  await expect(page.getByRole('row').filter({ hasText: `feedback:${feedbackId}` })).toContainText('Respondeu feedback');
  await page.screenshot({ path: '.tmp/screens/console-audit.png' });
  // On a tablet the menu narrows and the page still fits.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('link', { name: /^Saques/ }).click();
  await page.getByRole('tab', { name: 'Aprovado' }).click();
  await expect(page.locator(`tr[data-id="${withdrawalId}"]`)).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/console-tablet.png' });

  // The member, on a phone, reads the decision and the reply.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const memberPage = await phone.newPage();
  await signInWithStorage(memberPage, session);
  await memberPage.goto('/#/pages/personal/stationMsg');
  const messages = memberPage.getByTestId('station-message');
  await expect(messages.filter({ hasText: 'Seu saque de R$ 20 (Pix) foi aprovado. Pago pelo console' })).toBeVisible();
  await expect(messages.filter({ hasText: 'Resposta ao seu feedback' })).toBeVisible();
  await phone.close();

  // Signing out ends the operator session: the console is back at sign-in.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Console de operação' })).toBeVisible();
});
