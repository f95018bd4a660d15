/**
 * Operators manage content: an operator made with `npm run ops -- operators add` signs in
 * at /ops/, creates a home banner with an image from /content/, edits a partner's description; a
 * member's home (360×740) shows the banner and the partners page the new text. Another creates a
 * sponsor with a logo sent as a file; the member's sponsor page shows it. A third changes the click
 * sound and the page icon on the "Site" page and hides a document: the member's open page follows at
 * once. Screens go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { clickSamples, monoWav } from '../../scripts/wav.ts';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F, SITE_SETTINGS_MESSAGES as M } from '../../src/domain/ops-content.pt.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const OPERATOR_PASSWORD = 'senha-do-conteudo-1';

const ops = (...args: string[]) => opsCli(args);

test('an operator creates a home banner and edits a partner; members see both', async ({ page, request, browser }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const stamp = Date.now().toString(36);
  const operator = `bia${stamp}`;
  const bannerTitle = `Promoção de inverno ${stamp}`;
  const partnerText = `Parceiro revisado pelo console ${stamp}`;
  expect(ops('operators', 'add', operator, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${operator} criado`);

  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(operator);
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { name: 'Banners' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo registro' });
  // The server's own Portuguese refusal shows beside the form: an image that is no address.
  await form.getByLabel('Título').fill(bannerTitle);
  await form.getByLabel('Imagem').fill('imagem sem endereço');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText(F.image);

  await form.getByLabel('Imagem').fill('/content/cover-2.svg');
  await expect(form.getByRole('img', { name: 'Prévia da imagem' })).toHaveAttribute('src', '/content/cover-2.svg');
  await form.getByLabel('Posição').selectOption('home');
  await form.getByLabel('Ordem').fill('-1000');
  await form.getByLabel('Página do banner (HTML)').fill('<p>Só <strong>hoje</strong></p><script>alert(1)</script>');
  await form.getByRole('button', { name: 'Salvar' }).click();
  const saved = page.getByRole('form', { name: /^Editando #\d+$/ });
  await expect(saved.getByRole('status')).toHaveText(/^Salvo \(#\d+\)\.$/);
  const preview = page.getByRole('region', { name: 'Como ficou salvo (HTML limpo pelo servidor)' });
  await expect(preview.locator('strong')).toHaveText('hoje');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: bannerTitle })).toContainText('Sim');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '.tmp/screens/console-content.png' });

  await page.getByRole('link', { name: 'Parceiros' }).click();
  await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  await page.getByRole('button', { name: /^Editar / }).first().click();
  const partnerForm = page.getByRole('form', { name: /^Editando #\d+$/ });
  await partnerForm.getByLabel('Descrição').fill(partnerText);
  await partnerForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(partnerForm.getByRole('status')).toHaveText(/^Salvo/);
  await page.screenshot({ path: '.tmp/screens/console-content-partner.png' });

  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page.getByRole('row').filter({ hasText: /banners:\d+/ }).first()).toContainText(operator);

  const session = await registerByApi(request);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const memberPage = await phone.newPage();
  await memberPage.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  await signInWithStorage(memberPage, session);
  await memberPage.goto('/#/');
  const banner = memberPage.getByRole('region', { name: 'Destaques' }).getByRole('img', { name: bannerTitle });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', '/content/cover-2.svg');
  await memberPage.screenshot({ path: '.tmp/screens/console-content-home.png' });
  await memberPage.goto('/#/pages/partners/partners');
  await expect(memberPage.getByTestId('partner').filter({ hasText: partnerText })).toBeVisible();
  await phone.close();
});

test('an operator creates a sponsor with an uploaded logo and enters a reading; the member sees the sponsor', async ({ page, browser }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const stamp = Date.now().toString(36);
  const operator = `rui${stamp}`;
  const sponsorName = `Patrocinador do console ${stamp}`;
  expect(ops('operators', 'add', operator, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${operator} criado`);

  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(operator);
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('link', { name: 'Patrocinadores' }).click();
  await expect(page.getByRole('heading', { name: 'Patrocinadores' })).toBeVisible();
  // The seeded simulation is marked as such.
  await expect(page.getByRole('row').filter({ hasText: 'Lua Demonstração' })).toContainText('Demonstração');
  const form = page.getByRole('form', { name: 'Novo registro' });
  await form.getByLabel('Nome').fill(sponsorName);
  const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 122, b: 0 } } }).png().toBuffer();
  await form.getByLabel('Enviar arquivo…').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(form.getByLabel('Logotipo')).toHaveValue(/^\/api\/uploads\/[\w-]+\.\w+$/);
  await expect(form.getByRole('img', { name: 'Prévia da imagem' })).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+_t\.\w+$/);
  await form.getByLabel('Descrição').fill('Criado pelo console, com logotipo enviado.');
  // The server's Portuguese refusal: a link that is no address.
  await form.getByLabel('Link externo').fill('sem endereço');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText(F.outsideLink);
  await form.getByLabel('Link externo').fill('https://console.example.com');
  await form.getByLabel('Ordem').fill('-100');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('form', { name: /^Editando #\d+$/ }).getByRole('status')).toHaveText(/^Salvo \(#\d+\)\.$/);
  await expect(page.getByRole('row').filter({ hasText: sponsorName })).not.toContainText('Demonstração');
  await page.screenshot({ path: '.tmp/screens/console-sponsors.png' });

  await page.getByRole('link', { name: 'Jogos RTP' }).click();
  await expect(page.getByRole('heading', { name: 'Jogos RTP' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Novo registro' }).getByLabel('Patrocinador')).toContainText(sponsorName);
  await page.screenshot({ path: '.tmp/screens/console-rtp-games.png' });

  await page.getByRole('link', { name: 'Leituras de RTP' }).click();
  const readingForm = page.getByRole('form', { name: 'Nova leitura' });
  await readingForm.getByLabel('Jogo').selectOption({ label: 'Ipê Dourado' });
  await readingForm.getByLabel('RTP (%)').fill('97.25');
  await readingForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(readingForm.getByRole('status')).toHaveText('Leitura gravada.');
  const newest = page.getByRole('row').filter({ hasText: 'Ipê Dourado · 97,25 %' });
  await expect(newest).toBeVisible();
  await expect(newest).not.toContainText('Demonstração');
  await expect(page.getByRole('row').filter({ hasText: 'Demonstração' }).first()).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/console-rtp-readings.png' });

  await page.getByRole('link', { name: 'Links de download' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Android' })).toContainText('https://');
  await page.screenshot({ path: '.tmp/screens/console-download-links.png' });

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const memberPage = await phone.newPage();
  await memberPage.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  await memberPage.goto('/#/pages/sponsor/sponsor');
  const card = memberPage.getByTestId('sponsor-list').getByRole('link', { name: new RegExp(sponsorName) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/uploads\//);
  await memberPage.screenshot({ path: '.tmp/screens/console-sponsor-member.png' });
  await phone.close();
});

/** A short click, as a WAV file. */
const clickWav = () => monoWav(clickSamples(800, 8000, 440, 20, 0.2), 8000);

test('an operator changes the click sound and the page icon and hides a document; the member\'s open pages follow at once', async ({ page, request, browser }) => {
  mkdirSync('.tmp/screens', { recursive: true });
  const stamp = Date.now().toString(36);
  const operator = `ana${stamp}`;
  const title = `Regulamento da promoção ${stamp}`;
  expect(ops('operators', 'add', operator, '--password', OPERATOR_PASSWORD)).toContain(`Operador ${operator} criado`);
  const created = await request.post('/api/ops/content/documents', {
    headers: { 'x-ops-secret': E2E.opsSecret }, data: { slug: `regulamento-${stamp}`, title, html: '<p>Regras</p>', sort: -1000 },
  });
  expect(created.status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E.baseURL, locale: 'pt-BR' });
  const memberPage = await phone.newPage();
  await memberPage.addInitScript(() => sessionStorage.setItem('promo.closed', JSON.stringify(['market-1', 'market-2', 'market-3'])));
  const socket = memberPage.waitForEvent('websocket', (ws) => ws.url().includes('/notifyws'));
  await memberPage.goto('/#/pages/personal/protocol');
  await expect(memberPage.getByTestId('document').filter({ hasText: title })).toBeVisible();
  await socket;

  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(operator);
  await page.getByLabel('Senha').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('link', { name: 'Site', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Site', exact: true })).toBeVisible();
  // The bytes decide: a picture named like a sound is refused in Portuguese, and nothing changes.
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 255, g: 122, b: 0, alpha: 1 } } }).png().toBuffer();
  await page.getByLabel('Som de clique').setInputFiles({ name: 'clique.mp3', mimeType: 'audio/mpeg', buffer: png });
  await expect(page.getByRole('alert')).toHaveText(M.soundNotAudio);
  await page.getByLabel('Som de clique').setInputFiles({ name: 'clique.wav', mimeType: 'audio/wav', buffer: clickWav() });
  await expect(page.getByRole('status')).toHaveText('Som de clique trocado: os membros já o ouvem.');
  await expect(page.getByTestId('site-sound')).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+\.wav$/);
  const soundUrl = await page.getByTestId('site-sound').getAttribute('src');
  await page.getByLabel('Ícone da página').setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: 'Ícone trocado' })).toBeVisible();
  await expect(page.getByTestId('site-icon')).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+\.png$/);
  const iconUrl = await page.getByTestId('site-icon').getAttribute('src');
  // The contact channels: a bad e-mail is refused naming the field.
  const contact = page.getByRole('form', { name: 'Canais de contato' });
  await contact.getByLabel('E-mail').fill('suporte-sem-arroba');
  await contact.getByRole('button', { name: 'Salvar canais' }).click();
  await expect(contact.getByRole('alert')).toHaveText(M.email);
  await contact.getByLabel('E-mail').fill('suporte@premia.app');
  await contact.getByRole('button', { name: 'Salvar canais' }).click();
  await expect(contact.getByRole('status')).toHaveText('Canais de contato salvos.');
  await page.screenshot({ path: '.tmp/screens/console-site.png', fullPage: true });

  // The member's open tab took the new icon and sound from the real-time event, without a reload.
  await expect(memberPage.locator('link[rel~="icon"]')).toHaveAttribute('href', iconUrl ?? '');
  await expect(memberPage.locator('audio#clickSound')).toHaveAttribute('src', soundUrl ?? '');

  await page.getByRole('link', { name: 'Documentos' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Sim');
  await row.getByRole('button', { name: `Ocultar ${title}` }).click();
  await expect(row).toContainText('Não');
  await expect(row.getByRole('button', { name: `Mostrar ${title}` })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/console-document-hidden.png' });

  // Gone from the member's open list at once, and from a fresh visit.
  await expect(memberPage.getByTestId('document').filter({ hasText: title })).toHaveCount(0);
  await memberPage.screenshot({ path: '.tmp/screens/member-document-hidden.png' });
  await memberPage.reload();
  await expect(memberPage.getByTestId('document').first()).toBeVisible();
  await expect(memberPage.getByTestId('document').filter({ hasText: title })).toHaveCount(0);
  await phone.close();
});
