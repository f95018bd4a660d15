/**
 * Operator roles in the console: an admin made with `npm run ops -- operators add` creates a
 * reviewer on "Operadores"; the reviewer signs in, the menu offers no "Promoções", and opening
 * #promos by hand says the role may not; on "Minha conta" the reviewer turns the authenticator on
 * and the next sign-in asks for its code. Screens go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const ops = (...args: string[]) => opsCli(args);

async function signIn(page: Page, name: string, password: string) {
  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(name);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('an admin creates a reviewer, who sees no promotions in the menu and is refused them', async ({ page }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const stamp = Date.now().toString(36);
  const admin = `chefe${stamp}`;
  const reviewer = `revisor${stamp}`;
  expect(ops('operators', 'add', admin, '--password', 'senha-da-chefe-1', '--role', 'admin')).toContain(`Operador ${admin} criado`);

  await signIn(page, admin, 'senha-da-chefe-1');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();
  await menu.getByRole('link', { name: 'Operadores' }).click();
  await expect(page.getByRole('heading', { name: 'Operadores' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Novo operador' });
  await form.getByLabel('Nome').fill(reviewer);
  await form.getByLabel('Senha (mínimo 10 caracteres)').fill('curta');
  await form.getByLabel('Perfil').selectOption({ label: 'Revisor' });
  await form.getByRole('button', { name: 'Criar operador' }).click();
  await expect(form.getByRole('alert')).toHaveText('Senha: use de 10 a 128 caracteres');
  await form.getByLabel('Senha (mínimo 10 caracteres)').fill('senha-do-revisor-1');
  await form.getByRole('button', { name: 'Criar operador' }).click();
  await expect(form.getByRole('status')).toHaveText(`Operador ${reviewer} criado.`);
  await expect(page.getByRole('row').filter({ hasText: reviewer })).toContainText('Revisor');
  await page.screenshot({ path: '.tmp/screens/console-operators.png' });
  await menu.getByRole('button', { name: 'Sair' }).click();

  await signIn(page, reviewer, 'senha-do-revisor-1');
  await expect(menu.getByText(reviewer)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Saques' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promoções' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Operadores' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Minha conta' })).toBeVisible();

  await page.goto('/ops/#promos');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Seu perfil não permite abrir esta seção');
  await page.screenshot({ path: '.tmp/screens/console-operators-refused.png' });

  // The reviewer turns the authenticator on; the next sign-in asks for its code.
  await menu.getByRole('link', { name: 'Minha conta' }).click();
  await page.getByRole('button', { name: 'Ativar autenticador' }).click();
  await expect(page.getByRole('img', { name: 'QR do autenticador' })).toBeVisible();
  const base32 = (await page.locator('code').filter({ hasText: /^[A-Z2-7]+$/ }).textContent()) ?? '';
  const codeNow = () => new TOTP({ secret: Secret.fromBase32(base32) }).generate();
  await page.getByLabel('Código do autenticador').fill(codeNow());
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByRole('status')).toHaveText('Autenticador ativado.');
  await page.screenshot({ path: '.tmp/screens/console-account-totp.png' });
  await menu.getByRole('button', { name: 'Sair' }).click();

  await signIn(page, reviewer, 'senha-do-revisor-1');
  await expect(page.getByRole('alert')).toHaveText('Informe o código de 6 dígitos do autenticador');
  // The confirming code is spent; the next 30 s step's code is accepted (a phone a little ahead).
  await page.getByLabel('Código do autenticador').fill(new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(menu.getByText(reviewer)).toBeVisible();
});
