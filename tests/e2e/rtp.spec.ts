import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';

const SCREENS = '.tmp/screens';
mkdirSync(SCREENS, { recursive: true });

test('the RTP tab lists games and updates a row in place when the feed sends a reading', async ({ page, request }) => {
  // ?poll=1000: the page polls every second instead of 15 s (src/features/rtp/poll-interval.ts).
  await page.goto('/#/pages/zanzhu/zanzhu?poll=1000');
  const rows = page.getByTestId('rtp-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByTestId('rtp-value')).toHaveText(/^\d{2},\d{2} %$/);
  await page.screenshot({ path: `${SCREENS}/rtp-zanzhu.png` });

  const market = await (await request.get('/api/rtp/market?keyword=Farol')).json();
  const game = market.data.list[0];
  const row = page.locator(`[data-testid="rtp-row"][data-game-id="${game.game_id}"]`);
  await row.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { rtpMarker: number }).rtpMarker = 1));

  const value = game.rtp > 90 ? 86.42 : 98.76;
  const posted = await request.post('/api/ops/rtp-readings', {
    headers: { 'x-ops-secret': E2E.opsSecret },
    data: { readings: [{ game_id: game.game_id, value, at: new Date().toISOString() }] },
  });
  expect(posted.status()).toBe(200);

  await expect(row.getByTestId('rtp-value')).toHaveText(`${value.toFixed(2).replace('.', ',')} %`);
  await expect(row.getByTestId('rtp-change')).toHaveClass(value > game.rtp ? /rtp-change--up/ : /rtp-change--down/);
  expect(await page.evaluate(() => (window as unknown as { rtpMarker?: number }).rtpMarker)).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(rows).toHaveCount(10);
});

test('filters narrow the market; a sponsor page charts its last 30 readings with the value on tap', async ({ page }) => {
  await page.goto('/#/pages/zanzhu/zanzhu');
  await page.getByRole('group', { name: 'Tipo de jogo' }).getByRole('button', { name: 'Roleta' }).click();
  await expect(page.getByTestId('rtp-row')).toHaveCount(2);

  await page.goto('/#/pages/sponsor/sponsor');
  // The three seeded sponsors (the console journey may add its own).
  await expect(page.getByTestId('sponsor-list').getByRole('link', { name: /Estrela Fictícia|Lua Demonstração|Sol Exemplo/ })).toHaveCount(3);
  await page.screenshot({ path: `${SCREENS}/rtp-sponsor.png` });
  await page.getByRole('link', { name: /Lua Demonstração/ }).click();
  await expect(page.getByRole('heading', { name: 'Lua Demonstração' })).toBeVisible();
  const chart = page.getByTestId('rtp-chart');
  await expect(chart.getByRole('heading', { name: 'Últimas 30 análises' })).toBeVisible();
  await expect(chart).toHaveAttribute('data-points', '30');
  await expect(chart.locator('canvas')).toHaveCount(1);
  const box = (await chart.locator('.u-over').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  const before = await page.getByTestId('rtp-chart-readout').textContent();
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
  await expect(page.getByTestId('rtp-chart-readout')).not.toHaveText(before ?? '');
  await page.screenshot({ path: `${SCREENS}/rtp-sponsorInfo.png`, fullPage: true });
});

test('a member changes the nickname and the profile photo; the Me tab shows both', async ({ page, request }) => {
  const session = await registerByApi(request);
  await signInWithStorage(page, session);
  await page.goto('/#/pages/personal/setting');
  const nickname = page.getByRole('textbox', { name: 'Apelido' });
  await nickname.fill('A');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O apelido deve ter de 2 a 20 caracteres')).toBeVisible();
  await nickname.fill('Zé Teste');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toHaveText('Salvo com sucesso');

  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('dialog', { name: 'Ajustar foto' })).toBeVisible();
  await page.waitForTimeout(400); // the dialog's fade-in, for a readable screenshot
  await page.screenshot({ path: `${SCREENS}/rtp-setting-crop.png` });
  await page.getByTestId('avatar-save').click();
  await expect(page.getByTestId('avatar-current')).toHaveAttribute('src', /^\/api\/uploads\//);
  await page.screenshot({ path: `${SCREENS}/rtp-setting.png` });

  await page.goto('/#/pages/personal/personal');
  const card = page.getByTestId('member-card');
  await expect(card).toContainText('Zé Teste');
  const src = await card.locator('img').getAttribute('src');
  expect(src).toBeTruthy();
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  const meta = await sharp(await image.body()).metadata();
  expect(meta.width).toBe(meta.height);
});
