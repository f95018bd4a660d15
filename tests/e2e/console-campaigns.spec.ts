/**
 * An operator manages share campaigns: signs in at /ops/, creates a campaign with an image sent as
 * a file (a zero reward is refused in Portuguese first); a member's share page (360×740) shows it;
 * the operator ends it and, on the member's next visit, it is gone. Screens go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const OPERATOR_PASSWORD = 'senha-das-campanhas-1';

const ops = (...args: string[]) => opsCli(args);

test('an operator creates a share campaign; the member sees it; the operator ends it; it disappears', async ({ page, request, browser }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const stamp = Date.now().toString(36);
  const operator = `caio${stamp}`;
  const title = `Campanha de inverno ${stamp}`;
  expect(ops('operators', 'add', operator, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${operator} criado`);

  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(operator);
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('link', { name: 'Compartilhamentos: campanhas' }).click();
  await expect(page.getByRole('heading', { name: 'Compartilhamentos', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const form = page.getByRole('form', { name: 'Nova campanha de compartilhamento' });
  await form.getByLabel('Título').fill(title);
  const image = await sharp({ create: { width: 600, height: 320, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
  await form.getByLabel('Enviar arquivo…').setInputFiles({ name: 'campanha.png', mimeType: 'image/png', buffer: image });
  await expect(form.getByLabel('Imagem', { exact: true })).toHaveValue(/^\/api\/uploads\/[\w-]+\.\w+$/);
  await form.getByLabel('Texto compartilhado').fill('Venha girar a roda comigo no Prêmia!');
  await form.getByLabel('Link da campanha (https://…)').fill('https://www.example.com/inverno');
  await form.getByLabel('Tentativas por membro por dia').fill('2');
  // The server's Portuguese refusal names the field; nothing is saved.
  await form.getByLabel('Pontos').fill('0');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('status')).toHaveText('Pontos: um número inteiro de 1 a 1000000');
  await form.getByLabel('Pontos').fill('150');
  await form.getByRole('button', { name: 'Salvar' }).click();
  const saved = page.getByRole('form', { name: `Editando: ${title}` });
  await expect(saved.getByRole('status')).toHaveText('Salvo. Os membros já veem a versão nova.');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('No ar');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/screens/console-campaigns.png' });

  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const memberPage = await phone.newPage();
  await signInWithStorage(memberPage, session);
  await memberPage.goto('/#/pages/share/share');
  const card = memberPage.getByTestId('share-campaign').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('share-remaining')).toHaveText(/Tentativas hoje: 2 de 2/);
  await card.scrollIntoViewIfNeeded();
  await memberPage.screenshot({ path: '.tmp/screens/console-campaigns-member.png' });

  await row.getByRole('button', { name: 'Encerrar' }).click();
  const dialog = page.getByRole('dialog', { name: `Encerrar: ${title}` });
  await dialog.getByRole('button', { name: 'Encerrar agora' }).click();
  await expect(row).toContainText('Encerrada');
  await expect(row.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);

  await memberPage.reload();
  await expect(memberPage.getByTestId('share-campaign').first()).toBeVisible();
  await expect(memberPage.getByTestId('share-campaign').filter({ hasText: title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('row').filter({ hasText: /share_campaigns:\d+/ }).first()).toContainText(operator);
  await phone.close();
});
