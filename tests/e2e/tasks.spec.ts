import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { completeProfileByApi, registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

const SCREENS = '.tmp/screens';
const ops = { 'x-ops-secret': E2E.opsSecret };
const TASK = 'Mostre sua coleção de prêmios';

async function pngFiles(count: number) {
  return Promise.all(Array.from({ length: count }, async (_, i) => ({
    name: `premio-${i + 1}.png`, mimeType: 'image/png',
    buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 255, g: 120 + i * 40, b: 30 * i } } }).png().toBuffer(),
  })));
}

async function decide(request: APIRequestContext, username: string, decision: 'approve' | 'reject', remark: string) {
  const queue = await request.get('/api/ops/reviews/tasks', { headers: ops });
  const items = ((await queue.json()) as { data: Array<{ id: number; member: { username: string } }> }).data;
  const item = items.find((entry) => entry.member.username === username);
  expect(item).toBeTruthy();
  const decided = await request.post('/api/ops/reviews/tasks/decide', { headers: ops, data: { id: item!.id, decision, remark } });
  expect(decided.status()).toBe(200);
}

test('a task with 3 images is rejected with a reason, sent again and approved', async ({ page, request }) => {
  mkdirSync(SCREENS, { recursive: true });
  const session = await registerByApi(request);
  await completeProfileByApi(request, session.token);
  await signInWithStorage(page, session);

  await page.goto('/#/pages/Quest/Quest');
  await expect(page.getByRole('region', { name: 'Diárias' })).toBeVisible();
  const card = page.getByTestId('task').filter({ hasText: TASK });
  await expect(card).toHaveAttribute('data-action', 'submit');
  await page.screenshot({ path: `${SCREENS}/Quest.png` });

  const send = async (text: string) => {
    await card.getByRole('button', { name: /Enviar prova|tentar de novo/ }).click();
    const dialog = page.getByRole('dialog', { name: TASK });
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByText('Escreva o texto pedido pela tarefa')).toBeVisible();
    await dialog.getByLabel('Texto').fill(text);
    await dialog.locator('input[type=file]').setInputFiles(await pngFiles(3));
    await expect(dialog.locator('.image-picker__tile--done')).toHaveCount(3);
    await page.screenshot({ path: `${SCREENS}/Quest-submit.png` });
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.locator('.toast')).toHaveText('Prova enviada para análise');
    await expect(card).toHaveAttribute('data-action', 'review');
  };

  await send('Meu favorito foi o fone de ouvido');
  await decide(request, session.member.username, 'reject', 'Os prints estão cortados');
  await page.reload();
  await expect(card).toHaveAttribute('data-action', 'retry');
  await expect(card).toContainText('Recusada: Os prints estão cortados');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/Quest-rejected.png` });

  await send('Agora com os prints inteiros');
  await decide(request, session.member.username, 'approve', 'Coleção linda!');
  await page.reload();
  await expect(card).toHaveAttribute('data-action', 'done');

  await page.getByRole('link', { name: 'Meus envios' }).click();
  await expect(page).toHaveURL(/#\/pages\/TaskRecord\/TaskRecord$/);
  await expect(page.getByTestId('task-record')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENS}/TaskRecord.png` });
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Recusado' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page.getByTestId('task-record')).toHaveCount(1);
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Aprovado' }).click();
  await page.getByTestId('task-record').first().click();
  await expect(page).toHaveURL(/#\/pages\/SubmitDetails\/SubmitDetails\?id=\d+$/);
  await expect(page.getByTestId('submission-status')).toHaveText('Aprovado');
  await expect(page.getByText('Agora com os prints inteiros')).toBeVisible();
  await expect(page.getByText('100 pontos')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/SubmitDetails.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ver imagem 2 em tela cheia' }).click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/SubmitDetails-image.png` });
  await page.getByTestId('lightbox').click();
  await expect(page.getByTestId('lightbox')).toHaveCount(0);

  await page.goto('/#/pages/personal/prizeRecord');
  await page.getByRole('group', { name: 'Origem' }).getByRole('button', { name: 'Outros' }).click();
  await expect(page.getByTestId('points-entry').filter({ hasText: '+100' })).toHaveCount(1);
});
