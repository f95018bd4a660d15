/**
 * The console's "Site" page: an operator changes the click sound and the page icon and hides a
 * document; the member's open pages follow at once. On the business journeys' server: a new icon
 * and sound would change what the start-up journeys check on the main one.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { clickSamples, monoWav } from '../../scripts/wav.ts';
import { opsCli } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E, E2E_BUSINESS } from './env.ts';
import { SITE_SETTINGS_MESSAGES as M } from '../../src/domain/ops-content.pt.ts';

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: false });

const OPERATOR_PASSWORD = 'senha-do-conteudo-1';

const ops = (...args: string[]) => opsCli(args);

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

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: E2E_BUSINESS.baseURL, locale: 'pt-BR' });
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
