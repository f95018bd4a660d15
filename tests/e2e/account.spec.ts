import { expect, test } from './support/fixtures.ts';
import { fillRegistration, newMemberData, registerCodeByApi } from './support/api.ts';
import { solvePuzzle, waitForPuzzle } from './support/slider.ts';

test('a visitor registers, sees the Me tab, logs out and logs back in through the slider', async ({ page, request }) => {
  const member = newMemberData();
  await page.goto('/#/pages/login/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();

  // Every rule is checked before anything is sent.
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('O nome de usuário deve ter de 5 a 18 caracteres, apenas letras e números')).toBeVisible();
  await expect(page.getByText('Por favor, selecione os termos e o acordo de assinatura')).toBeVisible();

  await fillRegistration(page, request, member, `${member.password}x`);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('As senhas inseridas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill(member.password);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await expect(page.getByTestId('member-card')).toContainText(member.username);
  await expect(page.getByTestId('member-points')).toHaveText('0');

  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  await page.goto('/#/pages/login/login');
  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  const firstPuzzle = waitForPuzzle(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Arraste o controle deslizante para a direita', { exact: false })).toBeVisible();

  // A miss is refused and a new puzzle replaces the used one.
  const missed = await firstPuzzle;
  const secondPuzzle = waitForPuzzle(page);
  await solvePuzzle(page, missed, 60);
  await expect(page.getByText('Verificação falhou, tente novamente')).toBeVisible();
  await solvePuzzle(page, await secondPuzzle);

  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await expect(page.getByTestId('member-card')).toContainText(member.username);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('wrong password is refused in Portuguese and the member stays on login', async ({ page, request }) => {
  const member = newMemberData();
  const sms_code = await registerCodeByApi(request, member);
  await request.post('/api/auth/register', { data: { ...member, confirm_password: member.password, sms_code, agree: true } });

  await page.goto('/#/pages/login/login');
  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('Senha', { exact: true }).fill('Errada2026');
  const puzzle = waitForPuzzle(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await solvePuzzle(page, await puzzle);
  await expect(page.getByText('Usuário ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/login/);
});

test('the login form draws without its rules, which come at the first submit; unreachable, the network notice retries them', async ({ page }) => {
  const rulesRequests: string[] = [];
  page.on('request', (req) => { if (/\/assets\/schemas-[^/]+\.js$/.test(req.url())) rulesRequests.push(req.url()); });
  // The rules' chunk cannot be reached at first.
  let reachable = false;
  await page.route(/\/assets\/schemas-[^/]+\.js$/, (route) => (reachable ? route.continue() : route.abort('internetdisconnected')));
  await page.goto('/#/pages/login/login');
  await expect(page.getByLabel('Nome de usuário')).toBeVisible();
  expect(rulesRequests).toEqual([]);

  await page.getByLabel('Nome de usuário').fill('ab');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toBeVisible();
  expect(rulesRequests.length).toBeGreaterThan(0);

  // Reachable again: the notice's tap submits again, and the rule answers in Portuguese.
  reachable = true;
  await notice.click();
  await expect(page.getByText('O nome de usuário deve ter de 5 a 18 caracteres, apenas letras e números')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
