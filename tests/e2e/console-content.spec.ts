/**
 * Operators manage content: an operator made with `npm run ops -- operators add` signs in
 * at /ops/, creates a home banner with an image from /content/, edits a partner's description; a
 * member's home (360×740) shows the banner and the partners page the new text. Another creates a
 * sponsor with a logo sent as a file; the member's sponsor page shows it (the "Site" page's
 * journey: console-site.spec.ts). Screens go to .tmp/screens/.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { registerByApi, signInWithStorage } from './support/api.ts';
import { E2E } from './env.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../../src/domain/ops-content.pt.ts';

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
