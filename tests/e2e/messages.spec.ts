import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { E2E } from './env.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';

const SCREENS = '.tmp/screens';

// Broadcasts reach every member: the two journeys would see each other's if they ran side by side.
test.describe.configure({ mode: 'serial' });

async function broadcast(request: APIRequestContext, title: string, body: string): Promise<number> {
  const res = await request.post('/api/ops/messages/broadcast', { headers: { 'x-ops-secret': E2E.opsSecret }, data: { title, body } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The operator's command as the README gives it. */
function opsBroadcast(title: string, body: string): string {
  return execFileSync('node', ['--import', 'tsx', 'server/ops/cli.ts', 'broadcast', '--title', title, '--body', body], {
    env: { ...process.env, OPS_URL: E2E.baseURL, OPS_SECRET: E2E.opsSecret },
    encoding: 'utf8',
  });
}

const meTabBadge = (page: Page) => page.locator('.tabbar').getByTestId('unread-badge');

test('an operator broadcast shows a badge on the Me tab until the member reads it', async ({ page, request }) => {
  const session = await registerByApi(request);
  // An older message already read, so the list shows both states side by side.
  const welcome = await broadcast(request, 'Boas-vindas ao Prêmia', 'Gire a roleta todos os dias para ganhar pontos.');
  const read = await request.post('/api/messages/detail', { headers: { authorization: `Bearer ${session.token}` }, data: { id: welcome } });
  expect(read.status()).toBe(200);
  const title = `Promoção relâmpago ${Date.now()}`;
  await broadcast(request, title, 'Hoje a roleta dá o dobro de chances.\nAproveite até meia-noite!');
  await signInWithStorage(page, session);

  await page.goto('/#/pages/personal/personal');
  await expect(meTabBadge(page)).toHaveText('1');
  const menuEntry = page.getByRole('link', { name: /Mensagens/ });
  await expect(menuEntry.getByTestId('unread-badge')).toHaveText('1');
  await page.screenshot({ path: `${SCREENS}/me-tab-badge.png` });

  await menuEntry.click();
  await expect(page).toHaveURL(/#\/pages\/personal\/stationMsg$/);
  const row = page.getByTestId('station-message').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('station-message').filter({ hasText: 'Boas-vindas ao Prêmia' })).toHaveAttribute('data-read', 'true');
  await page.screenshot({ path: `${SCREENS}/stationMsg-unread.png` });

  await row.click();
  await expect(page).toHaveURL(/#\/pages\/personal\/stationMsgDetails\?id=\d+$/);
  const detail = page.getByTestId('station-message-detail');
  await expect(detail).toContainText(title);
  await expect(detail).toContainText('Aproveite até meia-noite!');
  await expect(detail.locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await page.screenshot({ path: `${SCREENS}/stationMsgDetails.png` });

  await page.goBack();
  await expect(row).toHaveAttribute('data-read', 'true');
  await page.goto('/#/pages/personal/personal');
  await expect(page.getByRole('link', { name: /Mensagens/ })).toBeVisible();
  await expect(meTabBadge(page)).toHaveCount(0);
});

test('a message sent while the app was away shows on return; mark all clears the badge', async ({ page, request }) => {
  const session = await registerByApi(request);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/personal');
  await expect(page.getByRole('link', { name: /Mensagens/ })).toBeVisible();
  await expect(meTabBadge(page)).toHaveCount(0);

  expect(opsBroadcast('Aviso enquanto você estava fora', 'Novos prêmios no baú.')).toMatch(/^Mensagem #\d+ enviada a todos os membros\./);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(meTabBadge(page)).toHaveText('1');

  await page.getByRole('link', { name: /Mensagens/ }).click();
  await page.getByTestId('read-all').click();
  await expect(page.getByText('Todas as mensagens foram marcadas como lidas')).toBeVisible();
  await expect(page.getByTestId('station-message').first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('read-all')).toBeDisabled();
  await page.goto('/#/pages/personal/personal');
  await expect(page.getByRole('link', { name: /Mensagens/ })).toBeVisible();
  await expect(meTabBadge(page)).toHaveCount(0);
});
