import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

/** Small PNGs of different colours, as a phone's gallery would hand them over. */
async function pngFiles(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `foto-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: (i * 53) % 256, g: 140, b: 255 - i * 20 } } })
        .png()
        .toBuffer(),
    })),
  );
}

test('a member sends feedback with 9 images; a 10th is refused in Portuguese', async ({ page, request }) => {
  const session = await registerByApi(request);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/personal');
  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(session.member.email);

  // Validation in Portuguese before anything is sent.
  await page.getByLabel('E-mail').fill('errado@');
  await page.getByRole('button', { name: 'Enviar feedback' }).click();
  await expect(page.getByText('Por favor, insira um endereço de e-mail válido')).toBeVisible();
  await expect(page.getByText('Informe seu e-mail e o texto do feedback')).toBeVisible();
  mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/feedback-validation.png' });
  await page.getByLabel('E-mail').fill(session.member.email);
  await page.getByLabel('Seu feedback').fill('A roleta travou depois do terceiro giro. Seguem as capturas de tela.');

  const files = await pngFiles(11);
  const picker = page.locator('input[type=file]');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles(files.slice(0, 9));
  const tiles = page.locator('.image-picker__tile:not(.image-picker__tile--add)');
  await expect(tiles).toHaveCount(9);
  await expect(page.locator('.image-picker__tile--done')).toHaveCount(9);
  await expect(tiles.locator('img').first()).toHaveAttribute('src', /^\/api\/uploads\/[\w-]{22}_t\.png$/);
  await expect(page.getByText('9/9')).toBeVisible();

  await page.screenshot({ path: '.tmp/screens/feedback-9-images.png' });

  await picker.setInputFiles(files.slice(9, 10));
  await expect(page.getByRole('status')).toHaveText('Envie no máximo 9 imagens');
  await page.screenshot({ path: '.tmp/screens/feedback-10th-refused.png' });
  await expect(tiles).toHaveCount(9);

  // Removing one makes room again.
  await tiles.nth(8).getByRole('button', { name: 'Remover imagem' }).click();
  await expect(tiles).toHaveCount(8);
  await picker.setInputFiles(files.slice(10, 11));
  await expect(page.locator('.image-picker__tile--done')).toHaveCount(9);

  await page.getByRole('button', { name: 'Enviar feedback' }).click();
  await expect(page.getByRole('status')).toHaveText('Feedback enviado. Obrigado!');
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);

  const listed = await request.get('/api/ops/feedback', { headers: { 'x-ops-secret': E2E.opsSecret } });
  const body = (await listed.json()) as { data: Array<{ username: string; content: string; images: unknown[] }> };
  const mine = body.data.find((item) => item.username === session.member.username);
  expect(mine?.content).toContain('A roleta travou');
  expect(mine?.images).toHaveLength(9);
});
