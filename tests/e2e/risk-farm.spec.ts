/**
 * A farm, as an operator meets it: one browser (one device) registers account A, then ten accounts
 * through A's invite link; each draws, sets the same Pix key and asks a withdrawal. A earns no
 * invite points; the ten withdrawals are held with reasons naming the device and the key; Risco
 * shows one group of eleven; a reviewer releases one and refuses the rest; for every account the
 * history's entries add up to its balance, throughout.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { newOperatorSignedIn } from './support/console.ts';
import { buildFarm, post } from './support/risk-farm.ts';
import { E2E } from './env.ts';

/** Every entry of the member's history added up, against the balance it shows. */
async function ledgerMatches(request: APIRequestContext, token: string): Promise<void> {
  const history = await post<{ list: Array<{ amount: number }>; balance: number; hasMore: boolean }>(
    request, '/api/points/history', { range: 'all', page: 1, page_size: 50 }, token);
  expect(history.hasMore).toBe(false);
  expect(history.list.reduce((sum, e) => sum + e.amount, 0)).toBe(history.balance);
}

test('a farm of eleven accounts on one phone and one Pix key: held, linked, decided, nothing lost', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const { ownerToken: aToken, farm } = await buildFarm(page, request);
  for (const account of farm) expect(account.withdrawal.status).toBe('review');

  // The member's side: "Em análise", and no reason.
  const last = farm.at(-1)!;
  await page.evaluate(([token]) => localStorage.setItem('token', token!), [last.token]);
  await page.goto(`/#/pages/personal/withdrawDetails?id=${last.withdrawal.id}`);
  await expect(page.getByText('Em análise').first()).toBeVisible();
  await expect(page.getByText('aparelho')).toHaveCount(0);

  // A got no spendable invite points: the friends came from its own phone.
  const aHistory = await post<{ balance: number; pending: unknown[] }>(request, '/api/points/history', { range: 'all', page: 1 }, aToken);
  expect(aHistory).toMatchObject({ balance: 0, pending: [] });

  // The reviewer's side.
  const consoleContext = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const ops = await consoleContext.newPage();
  await newOperatorSignedIn(ops, { prefix: 'risco' });
  await ops.goto('/ops/#/risk/holds');
  const farmRows = ops.getByTestId('risk-hold').filter({ hasText: new RegExp(farm.map((f) => f.username).join('|')) });
  await expect(farmRows).toHaveCount(10);
  for (const row of await farmRows.all()) {
    await expect(row).toContainText('aparelho (10 contas)');
    // The key is shared by the ten friends (A never set one): nine others each.
    await expect(row).toContainText('chave Pix (9 contas)');
  }

  // One group of eleven from A's view.
  await ops.getByRole('link', { name: farm[0]!.username }).first().click();
  await expect(ops.getByTestId('risk-linked')).toContainText('10 contas ligadas');
  await expect(ops.getByTestId('risk-group-account')).toHaveCount(11);
  await ops.goBack();

  // Release the first, refuse the other nine.
  await ops.getByRole('checkbox', { name: `Selecionar a retenção de ${farm[0]!.username}` }).check();
  await ops.getByRole('button', { name: 'Liberar', exact: true }).click();
  await expect(ops.getByRole('status')).toContainText('1 decididas.');
  for (const account of farm.slice(1)) await ops.getByRole('checkbox', { name: `Selecionar a retenção de ${account.username}` }).check();
  await ops.getByRole('button', { name: 'Recusar', exact: true }).click();
  await expect(ops.getByRole('status')).toContainText('9 decididas.');
  await expect(farmRows).toHaveCount(0);
  await consoleContext.close();

  // Released: in the payout queue, points still reserved; refused: points back. The ledger agrees throughout.
  for (const account of farm) {
    const record = await post<{ status: string }>(request, '/api/wallet/detail', { id: account.withdrawal.id }, account.token);
    expect(record.status).toBe(account === farm[0] ? 'progress' : 'failed');
    await ledgerMatches(request, account.token);
  }
  await ledgerMatches(request, aToken);
});
