import { expect, test } from './support/fixtures.ts';
import { ROUTES, TABS } from '../../src/app/route-table.ts';
import { fillRegistration, newMemberData, registerByApi, signInWithStorage } from './support/api.ts';

const ALL_PATHS = [...TABS.flatMap((tab) => [tab.path, ...(tab.also ?? [])]), ...ROUTES.map((r) => r.path)];

test('every route of the spec opens without an error, with its title', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await registerByApi(request);
  await signInWithStorage(page, session);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  expect(ALL_PATHS.length).toBe(50);
  for (const path of ALL_PATHS) {
    await page.goto(`/#${path}`);
    const frame = page.locator('.page').first();
    await expect(frame, path).toBeVisible();
    await expect(page.getByText('Falha ao carregar, toque para tentar novamente'), path).toHaveCount(0);
    await expect(page.getByText('Não encontramos esta página'), path).toHaveCount(0);
    expect(await frame.getAttribute('data-page-title'), path).toBeTruthy();
  }
  expect(errors).toEqual([]);
});

test('the tab bar shows on the five tab pages only, with the selected tab in the text orange', async ({ page }) => {
  await page.goto('/#/pages/Quest/Quest');
  const tabbar = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(tabbar).toBeVisible();
  expect((await tabbar.boundingBox())?.height).toBe(64);
  const selected = tabbar.locator('[aria-current="page"]');
  await expect(selected).toHaveText('Tarefas');
  // --orange-text (#a84f00): the brand orange is 2.61:1 on white, under AA's 4.5:1 for its 11 px label.
  await expect(selected).toHaveCSS('color', 'rgb(168, 79, 0)');
  await tabbar.getByText('Perfil').click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await page.goto('/#/pages/personal/about');
  await expect(page.getByRole('heading', { name: 'Sobre nós' })).toBeVisible();
  await expect(tabbar).toHaveCount(0);
});

test('a visitor opening a member page is sent to login and comes back after signing up', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname); });
  await page.goto('/#/pages/personal/wallet');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fpersonal%2Fwallet$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // On the way to login, nothing of the wallet's own is fetched (its form's zod neither).
  expect(scripts.some((path) => /\/login-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/(wallet|schemas)-[^/]+\.js$/.test(path))).toEqual([]);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await fillRegistration(page, request, newMemberData());
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Carteira' })).toBeVisible();
});
