import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const SCREENS = '.tmp/screens';
mkdirSync(SCREENS, { recursive: true });

test('the RTP tab lists games and updates a row in place when the feed sends a reading', async ({ page, request }) => {
  // ?poll=1000: the page polls every second instead of 15 s (src/features/rtp/poll-interval.ts).
  await page.goto('/#/pages/zanzhu/zanzhu?poll=1000');
  const rows = page.getByTestId('rtp-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByTestId('rtp-value')).toHaveText(/^\d{2},\d{2} %$/);
  // No feed delivers yet: the tab says when the last reading came, not that it updates itself.
  const note = page.getByTestId('rtp-freshness');
  await expect(note).toContainText(/Última leitura: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
  await expect(note).not.toContainText('Atualiza sozinho');
  await page.screenshot({ path: `${SCREENS}/rtp-zanzhu.png` });

  const market = await (await request.get('/api/rtp/market?keyword=Farol')).json();
  const game = market.data.list[0];
  const row = page.locator(`[data-testid="rtp-row"][data-game-id="${game.game_id}"]`);
  await row.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { rtpMarker: number }).rtpMarker = 1));

  const value = game.rtp > 90 ? 86.42 : 98.76;
  const posted = await request.post(OPS_CALLS.rtpReadings.path, {
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

/** 'dd/mm/aaaa hh:mm' in São Paulo time, as an operator in Brazil writes it in a spreadsheet. */
function saoPaulo(date: Date): string {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  return format.format(date).replace(',', '');
}

function addOperator(name: string, password: string): void {
  execFileSync('node', ['--import', 'tsx', 'server/ops/cli.ts', 'operators', 'add', name, '--password', password], {
    env: { ...process.env, OPS_URL: E2E.baseURL, OPS_SECRET: E2E.opsSecret },
  });
}

test('an operator imports a CSV of readings and starts a feed; the member\'s RTP tab shows the reading, then says it updates itself', async ({ page, request, browser }) => {
  await page.goto('/#/pages/zanzhu/zanzhu?poll=1000');
  const market = await (await request.get('/api/rtp/market?keyword=Roleta%20Carioca')).json();
  const game = market.data.list[0];
  const row = page.locator(`[data-testid="rtp-row"][data-game-id="${game.game_id}"]`);
  await expect(row.getByTestId('rtp-value')).toHaveText(/^\d{2},\d{2} %$/);

  const stamp = Date.now().toString(36);
  const operator = `rtp${stamp}`;
  addOperator(operator, 'senha-do-rtp-1');
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const opsPage = await desk.newPage();
  await opsPage.goto('/ops/');
  await opsPage.getByLabel('Operador').fill(operator);
  await opsPage.getByLabel('Senha').fill('senha-do-rtp-1');
  await opsPage.getByRole('button', { name: 'Entrar' }).click();
  await opsPage.getByRole('link', { name: 'RTP', exact: true }).click();
  await expect(opsPage.getByRole('heading', { name: 'RTP: leituras e fontes' })).toBeVisible();

  // A bad line first: the check names it, and nothing can be imported.
  const csv = opsPage.getByLabel('Conteúdo do CSV');
  // Two minutes ahead (the server allows five) so the minute of the São Paulo time is after every earlier reading.
  const when = saoPaulo(new Date(Date.now() + 120_000));
  await csv.fill(`game;value;time\nRoleta Carioca;77,77;${when}\nJogo Nenhum;90;${when}\n`);
  await opsPage.getByRole('button', { name: 'Verificar' }).click();
  await expect(opsPage.getByTestId('rtp-csv-summary')).toHaveText('2 linhas de leitura; 1 problema.');
  await expect(opsPage.getByRole('table', { name: 'Problemas' })).toContainText('Linha 3, coluna game: jogo "Jogo Nenhum" não encontrado');
  await expect(opsPage.getByRole('button', { name: 'Importar' })).toBeDisabled();

  await csv.fill(`game;value;time\nRoleta Carioca;77,77;${when}\n`);
  await opsPage.getByRole('button', { name: 'Verificar' }).click();
  await expect(opsPage.getByTestId('rtp-csv-summary')).toHaveText('1 linha de leitura; nenhum problema.');
  await expect(opsPage.getByRole('table', { name: 'Prévia das leituras' })).toContainText('77,77 %');
  await opsPage.screenshot({ path: `${SCREENS}/console-rtp-csv.png`, fullPage: true });
  await opsPage.getByRole('button', { name: 'Importar' }).click();
  await expect(opsPage.getByRole('status').first()).toHaveText('1 leitura importada. A aba RTP dos membros já mostra os novos valores.');

  // The member's tab, open all along, shows the reading without a reload.
  await expect(row.getByTestId('rtp-value')).toHaveText('77,77 %');
  const note = page.getByTestId('rtp-freshness');
  await expect(note).toContainText(`Última leitura:`);
  await expect(note).not.toContainText('Atualiza sozinho');

  // A feed: its key shows once; what it posts turns the tab live.
  await opsPage.getByLabel('Nome da nova fonte').fill(`Fornecedor ${stamp}`);
  await opsPage.getByRole('button', { name: 'Criar fonte' }).click();
  const key = (await opsPage.getByTestId('rtp-feed-key').textContent()) ?? '';
  expect(key).toMatch(/^rtpf_/);
  await opsPage.screenshot({ path: `${SCREENS}/console-rtp-feeds.png`, fullPage: true });
  const fed = await request.post(OPS_CALLS.rtpFeedReadings.path, {
    headers: { 'x-feed-key': key },
    data: { readings: [{ game_id: game.game_id, value: 78.5, at: new Date(Date.now() + 180_000).toISOString() }] },
  });
  expect(fed.status()).toBe(200);
  await expect(row.getByTestId('rtp-value')).toHaveText('78,50 %');
  await expect(note).toContainText('Atualiza sozinho');
  await page.screenshot({ path: `${SCREENS}/rtp-zanzhu-live.png` });

  // Revoked, the key no longer works.
  await opsPage.getByRole('button', { name: 'Atualizar' }).click();
  await expect(opsPage.getByRole('row').filter({ hasText: `Fornecedor ${stamp}` })).toContainText('Ao vivo');
  await opsPage.getByRole('button', { name: `Revogar Fornecedor ${stamp}` }).click();
  await opsPage.getByRole('button', { name: 'Confirmar revogação' }).click();
  await expect(opsPage.getByRole('row').filter({ hasText: `Fornecedor ${stamp}` })).toContainText('Revogada em');
  const refused = await request.post(OPS_CALLS.rtpFeedReadings.path, {
    headers: { 'x-feed-key': key },
    data: { readings: [{ game_id: game.game_id, value: 79, at: new Date().toISOString() }] },
  });
  expect(refused.status()).toBe(401);
  await desk.close();
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
