import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

const SCREENS = '.tmp/screens';
const ops = { 'x-ops-secret': E2E.opsSecret };

test('a member sends a share address; an operator approves it; points show under share with a message', async ({ page, request }) => {
  mkdirSync(SCREENS, { recursive: true });
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);

  await page.goto('/#/pages/share/share');
  const card = page.getByTestId('share-campaign').filter({ hasText: 'Roda da Fortuna' });
  await expect(card.getByTestId('share-remaining')).toHaveText(/Tentativas hoje: 3 de 3/);
  await expect(card.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*channel_from/);
  await page.screenshot({ path: `${SCREENS}/share.png` });

  await card.getByRole('link', { name: 'Enviar link do meu post' }).click();
  await expect(page).toHaveURL(/#\/pages\/shareing\/shareing\?id=\d+$/);
  // Spec §5: the address cannot be empty; then not an address; then the right one.
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('O endereço do conteúdo não pode ficar vazio')).toBeVisible();
  await page.getByLabel('Endereço da publicação').fill('meu post');
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByText('Informe um endereço completo, começando com http:// ou https://')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shareing-invalid.png` });

  const url = `https://www.facebook.com/joana.prado/posts/${Date.now()}`;
  await page.getByLabel('Endereço da publicação').fill(url);
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByRole('status')).toHaveText('Enviado para análise');
  await expect(page.getByTestId('share-remaining')).toHaveText(/Tentativas hoje: 2 de 3/);
  const record = page.getByTestId('share-record').filter({ hasText: url });
  await expect(record).toContainText('Em análise');
  await page.screenshot({ path: `${SCREENS}/shareing.png` });

  const queue = await request.get('/api/ops/reviews/shares', { headers: ops });
  const items = ((await queue.json()) as { data: Array<{ id: number; link: string }> }).data;
  const item = items.find((entry) => entry.link === url);
  expect(item).toBeTruthy();
  const decided = await request.post('/api/ops/reviews/shares/decide', { headers: ops, data: { id: item!.id, decision: 'approve', remark: 'Obrigado!' } });
  expect(decided.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('share-record').filter({ hasText: url })).toContainText('Aprovado');
  await page.goto('/#/pages/personal/prizeRecord');
  await page.getByRole('group', { name: 'Origem' }).getByRole('button', { name: 'Compartilhamento' }).click();
  await expect(page).toHaveURL(/source=share/);
  await expect(page.getByTestId('points-entry').filter({ hasText: '+30' })).toHaveCount(1);

  await page.goto('/#/pages/personal/stationMsg');
  await expect(page.getByTestId('station-message').filter({ hasText: 'Compartilhamento aprovado' })).toBeVisible();
});
