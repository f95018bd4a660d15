import { expect, test } from './support/fixtures.ts';
import { askCodeThroughPuzzle, latestCode, registerByApi, signInWithStorage } from './support/api.ts';
import { solvePuzzle, waitForPuzzle } from './support/slider.ts';

test('a member completes the profile: under 18 is refused, then the reminder goes away', async ({ page, request }) => {
  const session = await registerByApi(request);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/personal');
  await page.getByRole('link', { name: 'Complete suas informações para participar' }).click();
  await expect(page.getByRole('heading', { name: 'Completar informações' })).toBeVisible();

  const underAge = new Date();
  underAge.setFullYear(underAge.getFullYear() - 17);
  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByLabel('Data de nascimento').fill(underAge.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('É preciso ter 18 anos ou mais')).toBeVisible();

  await page.getByLabel('Data de nascimento').fill('1990-05-20');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await expect(page.getByRole('link', { name: 'Complete suas informações para participar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Meus dados' }).click();
  await expect(page.getByText('Ana Souza')).toBeVisible();
  await expect(page.getByText('20/05/1990')).toBeVisible();
});

test('a member who forgot the password resets it by e-mail and logs in with the new one', async ({ page, request }) => {
  const { member } = await registerByApi(request);
  await page.goto('/#/pages/login/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await page.getByLabel('Conta').fill(member.phone);
  await page.getByRole('button', { name: 'Buscar conta' }).click();
  const found = page.getByTestId('found-account');
  await expect(found).toContainText(member.phone.slice(-4));
  await expect(found).not.toContainText(member.username);
  await found.getByRole('link', { name: 'Redefinir senha' }).click();

  // The phone got its registration code less than 60 s ago, so the e-mail is the way now.
  await expect(page.getByRole('radio', { name: /Por SMS/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Por e-mail/ }).click();
  await askCodeThroughPuzzle(page);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByText('Enviamos um código para o e-mail da conta.')).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await latestCode(request, member.email));
  await page.getByLabel('Nova senha').fill('NovaSenha9');
  await page.getByLabel('Confirmar senha').fill('NovaSenha9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('status')).toHaveText('Senha redefinida. Entre com a nova senha.');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);

  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('Senha', { exact: true }).fill('NovaSenha9');
  const puzzle = waitForPuzzle(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await solvePuzzle(page, await puzzle);
  await expect(page.getByTestId('member-card')).toContainText(member.username);
});
