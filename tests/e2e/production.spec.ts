/**
 * The production mode end to end, as an operator launches it: a fresh PostgreSQL database, the
 * server started by `PREMIA_MODE=production` with every required setting, a real SMTP server and
 * a Twilio-shaped HTTP server on this machine. Nothing is seeded but the product's structure (its
 * games and promo types, switched off); a visitor registers with the code the SMS brought and finds
 * the games plainly not open yet; an admin configures the launch in the console alone while its
 * checklist ticks; the member then spins, redeems a code, catches envelopes and withdraws, and the
 * operator approves; last, the member recovers the password with the code the e-mail brought.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import webpush from 'web-push';
import type { APIRequestContext, Page } from '@playwright/test';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { FAKE_TWILIO, type FakeTwilio, startFakeTwilio } from '../server/support/fake-twilio.ts';
import { type SmtpSink, startSmtpSink } from '../server/support/smtp-sink.ts';
import { E2E } from './env.ts';
import { askCodeThroughPuzzle, completeProfileByApi, newMemberData, signInWithStorage, solvedCaptchaByApi } from './support/api.ts';
import { tabTo } from './support/keyboard.ts';
import { siteClock } from './support/site-clock.ts';
import { expect, test } from './support/fixtures.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const port = E2E.port + 300;
const baseURL = `http://127.0.0.1:${port}`;
const opsSecret = randomBytes(32).toString('base64url');
/** Content: demo-only, never in production. The games and promo types are structure (docs/operations.md). */
const CONTENT_TABLES = ['users', 'sponsors', 'ads', 'site_configs', 'tasks', 'share_campaigns', 'prizes', 'markets', 'market_periods', 'documents', 'conversion_types'];
const vapid = webpush.generateVAPIDKeys();
const SHOTS = '.tmp/screens';

test.skip(!adminUrl, 'o modo produção exige PostgreSQL (TEST_DATABASE_URL)');
test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

let server: ChildProcess | undefined;
let sms: FakeTwilio;
let mail: SmtpSink;
let databaseUrl = '';
const databaseName = `premia_prod_${randomBytes(5).toString('hex')}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [sms, mail] = await Promise.all([startFakeTwilio(), startSmtpSink()]);
  const admin = connectPostgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  server = spawn(process.execPath, ['dist-server/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH, PREMIA_MODE: 'production', DATABASE_URL: databaseUrl, WORKERS: '1', PORT: String(port), HOST: '127.0.0.1',
      STATIC_DIR: 'dist', DATA_DIR: join(mkdtempSync(join(tmpdir(), 'premia-prod-')), 'data'), OPS_SECRET: opsSecret, TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'https://premia.app', SMTP_URL: mail.url, MAIL_FROM: 'Prêmia <nao-responda@premia.app>',
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken, TWILIO_FROM: '+5511999990000', TWILIO_API_URL: sms.apiUrl,
      VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:suporte@premia.app',
    },
  });
  await expect.poll(async () => (await fetch(`${baseURL}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  await Promise.all([sms?.close(), mail?.close()]);
  const admin = connectPostgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

async function rowsOf(query: string): Promise<Array<Record<string, unknown>>> {
  const sql = connectPostgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql.unsafe<Array<Record<string, unknown>>>(query);
  } finally {
    await sql.end();
  }
}

async function countRows(table: string): Promise<number> {
  const [row] = await rowsOf(`select count(*)::text as n from ${table}`);
  return Number(row?.n);
}

/** The six digits of the newest message a fake provider received for `recipient`. */
function codeIn(messages: Array<{ to: string; body?: string; text?: string }>, recipient: string): string | undefined {
  const message = messages.filter((m) => m.to.includes(recipient)).at(-1);
  return (message?.body ?? message?.text)?.match(/\b(\d{6})\b/)?.[1];
}

const member = newMemberData();

test('a production start seeds no content: its games and promo types are there, switched off', async () => {
  for (const table of CONTENT_TABLES) expect(await countRows(table), table).toBe(0);
  expect(await rowsOf('select game, active from reward_games order by game')).toEqual([
    { game: 'chest', active: false }, { game: 'giftbox', active: false }, { game: 'wheel', active: false },
  ]);
  expect(await rowsOf('select type, status from market_settings order by type')).toEqual([{ type: 1, status: 0 }, { type: 2, status: 0 }, { type: 3, status: 0 }]);
});

test('a visitor registers with the code the SMS brought', async ({ page, request }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome de usuário').fill(member.username);
  await page.getByLabel('Senha', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmar senha').fill(member.password);
  await page.getByLabel('Telefone').fill(member.phone);
  await page.getByLabel('E-mail').fill(member.email);
  await askCodeThroughPuzzle(page);
  await expect(page.getByTestId('code-delivery')).toContainText(/Código enviado para \*+\d{4}/);
  // Production never tells the visitor to read the code in the console.
  await expect(page.getByTestId('code-delivery')).not.toContainText('/ops/');
  await expect.poll(() => codeIn(sms.received, member.phone.slice(-8))).toMatch(/^\d{6}$/);
  const code = codeIn(sms.received, member.phone.slice(-8))!;
  expect(sms.received.at(-1)?.to).toBe(`+55${member.phone}`);

  // In production the shared secret is no way around the roles: the outbox is for a signed-in admin
  // (the next test reads it there and finds no code).
  const bySecret = await request.get(`/api/ops/outbox?recipient=${member.phone}`, { headers: { 'x-ops-secret': opsSecret } });
  expect(bySecret.status()).toBe(403);
  sentCode = { phone: member.phone, code };

  await page.getByLabel('Código de verificação').fill(code);
  await page.locator('.check__box').click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await expect(page.getByTestId('member-card')).toContainText(member.username);
  expect(await countRows('users')).toBe(1);
});

/** The member, signed in as the app keeps a session, with the promo widgets left to show. */
async function memberPage(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { username: member.username, password: member.password, ...(await solvedCaptchaByApi(request)) } });
  expect(login.status(), await login.text()).toBe(200);
  const session = ((await login.json()) as { data: { token: string; userInfo: Record<string, unknown> } }).data;
  await signInWithStorage(page, session);
  // The journeys' fixture closes the widgets for the session; here they are what is looked at.
  await page.addInitScript(() => sessionStorage.removeItem('promo.closed'));
  return session;
}

const GAME_PAGES = [['lottery', '/#/pages/lottery/lottery'], ['dailylottery', '/#/pages/dailylottery/dailylottery'], ['chest', '/#/pages/AnInvitation/AnInvitation']] as const;

test('before any configuration, the home and every game page tell the member plainly, and no widget shows', async ({ page, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const session = await memberPage(page, request);
  await completeProfileByApi(request, session.token);
  const markets: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/game/getMarket')) markets.push(response.status());
  });
  await page.goto('/#/');
  await expect.poll(() => markets.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(markets.every((status) => status === 200)).toBe(true);
  await expect(page.locator('[data-widget-standin], [data-widget-id]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/production-empty-home.png` });
  for (const [name, path] of GAME_PAGES) {
    await page.goto(path);
    await expect(page.getByText('Este jogo ainda não está disponível')).toBeVisible();
    await expect(page.getByText('Não foi possível carregar o jogo')).toHaveCount(0);
    await expect(page.locator('[data-widget-standin], [data-widget-id]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/production-empty-${name}.png` });
  }
});

const admin = { name: `admin${Date.now().toString(36)}`, password: 'senha-do-lancamento-1', totp: '' };
const totpAt = (offsetMs: number) => new TOTP({ secret: Secret.fromBase32(admin.totp) }).generate({ timestamp: Date.now() + offsetMs });
const WHEEL = [['10 pontos', '10', '5'], ['50 pontos', '50', '2'], ['100 pontos', '100', '1'], ['Tente de novo', '0', '4']] as const;
let redeemCode = '';
/** The first test's registration code, looked for in the outbox once an admin can read it. */
let sentCode = { phone: '', code: '' };

async function addPromotion(page: Page, type: string, entry: string, period: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  const region = page.getByRole('region', { name: type });
  const entryForm = region.getByRole('form', { name: `Nova entrada: ${type}` });
  await entryForm.getByLabel('Título').fill(entry);
  await entryForm.getByLabel('Link').fill('https://www.instagram.com/premia.app');
  await entryForm.getByRole('button', { name: 'Salvar entrada' }).click();
  await expect(region.getByText(`Entrada "${entry}" salva.`)).toBeVisible();
  await region.getByRole('button', { name: 'Mostrar' }).click();
  await expect(region.getByText('Visível', { exact: true }).first()).toBeVisible();
  const form = region.getByRole('form', { name: `Novo período: ${type}` });
  await form.getByLabel('Das', { exact: true }).fill(siteClock(-60));
  await form.getByLabel('Até', { exact: true }).fill(siteClock(120));
  await period(form);
  await form.getByRole('button', { name: 'Criar período' }).click();
  await expect(region.getByText(/Período #\d+ criado\./)).toBeVisible();
}

test('an admin configures the launch in the console alone, and the checklist ticks itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The first admin is made with the shared secret (the command line's call); everything else is the console.
  const added = await request.post(OPS_CALLS.addOperator.path, { headers: { 'x-ops-secret': opsSecret }, data: { name: admin.name, password: admin.password } });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/ops/');
  await page.getByLabel('Operador').fill(admin.name);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Production: the authenticator first.
  await page.getByRole('button', { name: 'Ativar autenticador' }).click();
  admin.totp = (await page.locator('code').filter({ hasText: /^[A-Z2-7]+$/ }).textContent()) ?? '';
  await page.getByLabel('Código do autenticador').fill(totpAt(0));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  // With the authenticator on, the console opens on the admin's first page: the checklist first.
  await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();
  // The authenticator is on (the menu shows everything): the console's outbox never shows a production code.
  const session = JSON.parse((await page.evaluate(() => sessionStorage.getItem('premia.ops.session'))) ?? '{}') as { token?: string };
  const outbox = await request.get(`/api/ops/outbox?recipient=${sentCode.phone}`, { headers: { 'x-ops-token': session.token ?? '' } });
  expect(outbox.status()).toBe(200);
  expect(await outbox.text()).toContain(sentCode.phone.slice(-4));
  expect(await outbox.text()).not.toContain(sentCode.code);
  await page.goto('/ops/#/');
  const launch = page.getByRole('region', { name: 'Lançamento' });
  await expect(launch).toBeVisible();
  for (const key of ['sms', 'email', 'push']) await expect(launch.getByTestId(`launch-${key}`)).toContainText('feito');
  for (const key of ['terms', 'game', 'withdrawal', 'icon']) await expect(launch.getByTestId(`launch-${key}`)).toContainText('falta');
  await expect(launch.getByTestId('launch-sms')).toContainText('200');
  await page.screenshot({ path: `${SHOTS}/production-launch-before.png`, fullPage: true });

  // The terms registration links to.
  await launch.getByTestId('launch-terms').getByRole('link', { name: 'Resolver' }).click();
  await page.getByRole('button', { name: 'Novo' }).click();
  await page.getByLabel('Identificador').fill('termos-de-uso');
  await page.getByRole('combobox', { name: /^Tipo/ }).selectOption('protocol');
  await page.getByLabel('Título').fill('Termos de uso');
  await page.getByLabel('Texto (HTML)').fill('<h2>Termos de uso</h2><p>Uma conta por pessoa, maior de 18 anos.</p>');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/Salvo \(#\d+\)\./)).toBeVisible();

  // The wheel: four prizes, three chances a day, switched on.
  await menu.getByRole('link', { name: 'Regras de prêmios' }).click();
  const wheel = page.locator('form.rewards-card').filter({ has: page.getByRole('heading', { name: /^Roleta/ }) });
  for (let row = 1; row <= WHEEL.length; row += 1) await wheel.getByRole('button', { name: 'Adicionar prêmio' }).click();
  for (const [index, [label, points, weight]] of WHEEL.entries()) {
    const row = index + 1;
    if (points === '0') await wheel.getByLabel(`Tipo ${row}`).selectOption('nothing');
    await wheel.getByLabel(`Nome ${row}`).fill(label);
    if (points !== '0') await wheel.getByLabel(`Pontos ${row}`).fill(points);
    await wheel.getByLabel(`Peso ${row}`).fill(weight);
  }
  await wheel.getByLabel('Chances diárias grátis').fill('3');
  await wheel.getByLabel('Jogo ligado: os membros podem jogar').check();
  await wheel.getByRole('button', { name: 'Salvar tabela' }).click();
  await expect(wheel.getByText('Tabela salva. O próximo sorteio já usa a tabela nova.')).toBeVisible();

  // A withdrawal type: 10 points a real, from R$ 1 to R$ 100.
  await menu.getByRole('link', { name: 'Regras de saque' }).click();
  await page.getByRole('button', { name: 'Novo tipo' }).click();
  const type = page.getByRole('form', { name: 'Novo tipo de saque' });
  await type.getByLabel('Nome').fill('Pix');
  await type.getByLabel('Plataforma').fill('Pix');
  await type.getByLabel('Taxa (pontos por unidade)').fill('10');
  await type.getByLabel('Unidade', { exact: true }).fill('R$');
  await type.getByLabel('Mínimo').fill('1');
  await type.getByLabel('Máximo').fill('100');
  await type.getByLabel('Ativo').check();
  await type.getByRole('button', { name: 'Salvar tipo' }).click();
  await expect(page.getByText('Tipo salvo. A carteira dos membros já mostra os valores novos.')).toBeVisible();

  // A code promotion live now with a batch of codes, and a rain live now with a points budget.
  await menu.getByRole('link', { name: 'Promoções' }).click();
  await addPromotion(page, 'Códigos de resgate', 'Código do lançamento', (form) => form.getByLabel('Pontos', { exact: true }).fill('200'));
  const codes = page.getByRole('region', { name: 'Códigos de resgate' });
  await codes.getByRole('button', { name: 'Códigos', exact: true }).click();
  await codes.getByLabel('Gerar quantos (1 a 10000)').fill('5');
  await codes.getByRole('button', { name: 'Gerar códigos' }).click();
  await expect(codes.getByText('5 código(s) criados')).toBeVisible();
  const firstCode = codes.locator('td code').first();
  await expect(firstCode).toHaveText(/^[A-Z0-9-]{4,32}$/);
  redeemCode = (await firstCode.textContent())?.trim() ?? '';
  expect(redeemCode).toMatch(/^[A-Z0-9-]{4,32}$/);
  await addPromotion(page, 'Chuva de envelopes', 'Chuva do lançamento', async (form) => {
    await form.getByLabel('Pontos por envelope: de').fill('5');
    await form.getByLabel('Limite por membro (envelopes)').fill('3');
    await form.getByLabel('Orçamento de pontos (o máximo que a chuva paga a todos)').fill('40');
  });

  // The page icon.
  await menu.getByRole('link', { name: 'Site' }).click();
  await page.getByLabel('Ícone da página').setInputFiles('public/icons/icon-192.png');
  await expect(page.getByText('Ícone trocado: os membros já o veem.')).toBeVisible();

  await page.goto('/ops/#/');
  await expect(launch.getByText('Tudo pronto: os membros já podem se cadastrar, jogar e sacar.')).toBeVisible();
  for (const key of ['terms', 'game', 'withdrawal', 'sms', 'email', 'push', 'icon']) await expect(launch.getByTestId(`launch-${key}`)).toContainText('feito');
  await page.screenshot({ path: `${SHOTS}/production-launch-after.png`, fullPage: true });
  await launch.getByRole('button', { name: 'Fechar lista' }).click();
  await expect(launch).toHaveCount(0);
});

test('the member spins, redeems a code, catches envelopes and withdraws; the operator approves', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const session = await memberPage(page, request);
  const auth = { authorization: `Bearer ${session.token}` };

  // A spin gives a prize of the table the admin saved.
  await page.goto('/#/pages/lottery/lottery');
  const drawn = page.waitForResponse((response) => response.url().endsWith('/api/lottery/draw'));
  await page.getByRole('button', { name: 'Girar', exact: true }).click();
  const draw = (await (await drawn).json()) as { data: { prize: { label: string }; points_awarded: number } };
  expect(WHEEL.map(([label]) => label)).toContain(draw.data.prize.label);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // A code of the batch, redeemed in the widget's popup.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/');
  const codesWidget = page.locator('[data-widget-standin="market-1"], [data-widget-id="market-1"]').first();
  await expect(codesWidget).toBeVisible({ timeout: 30_000 });
  await codesWidget.click();
  const codesDialog = page.getByRole('dialog', { name: 'Códigos de resgate' });
  await expect(codesDialog.getByText('Código do lançamento')).toBeVisible();
  await expect(codesDialog.getByTestId('promo-entry-logo')).toBeVisible();
  await codesDialog.getByLabel('Código de resgate').fill(redeemCode);
  await codesDialog.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText(/\+?200 pontos/).first()).toBeVisible();
  await codesDialog.getByRole('button', { name: 'Fechar' }).last().click();

  // The rain, from the keyboard (reduced motion): three envelopes, the member's cap.
  await page.keyboard.press('Tab');
  const rain = page.locator('[data-widget-id="market-2"]');
  await expect(rain).toHaveAttribute('aria-label', 'Chuva de envelopes: Receber', { timeout: 60_000 });
  await rain.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Chuva de envelopes' })).toBeVisible();
  await tabTo(page, /^Pegar envelopes$/, { max: 12 });
  await page.keyboard.press('Enter');
  const said = page.getByTestId('live-announcer');
  await expect(page.getByTestId('rain-alive')).toHaveText(/^[1-9]\d* envelopes caindo$/, { timeout: 20_000 });
  for (let caught = 0; caught < 3; caught += 1) {
    await page.keyboard.press('Enter');
    await expect(said).toHaveText('Envelope pego: +5 pontos', { timeout: 10_000 });
    await expect(page.getByTestId('rain-alive')).toHaveText(/^[1-9]\d* envelopes caindo$|^$/, { timeout: 10_000 });
  }
  await expect(page.getByRole('button', { name: 'Você já pegou o máximo de envelopes desta chuva' })).toBeVisible({ timeout: 10_000 });
  const paid = await rowsOf(`select coalesce(sum(points), 0)::int as paid from rain_claims`);
  expect(paid).toEqual([{ paid: 15 }]);
  const [budget] = await rowsOf(`select points_paid, points_budget from market_periods where points_budget is not null`);
  expect(Number(budget?.points_paid)).toBeLessThanOrEqual(Number(budget?.points_budget));

  // The rain plays 20 s, then says what the server credited.
  await expect(page.getByTestId('rain-summary')).toHaveText('Você pegou 3 envelopes: +15 pontos.', { timeout: 40_000 });
  await page.getByRole('dialog', { name: 'Chuva de envelopes' }).getByRole('button', { name: 'Fechar' }).click();

  // The withdrawal password, the account, then R$ 10 (100 points) by Pix.
  await page.goto('/#/pages/personal/wallet');
  await page.getByRole('link', { name: 'Definir senha de saque' }).click();
  await page.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await page.getByLabel('Confirmar senha de saque').fill('246810');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/wallet$/);
  await page.getByLabel('Conta de recebimento').fill('pix-do-lancamento');
  await page.getByLabel('4 últimos dígitos do telefone').fill(member.phone.slice(-4));
  await page.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(page.getByTestId('bound-account')).toHaveText('pix-do-lancamento');
  await page.getByRole('radio', { name: /^Pix/ }).click();
  await page.getByLabel(/^Valor/).fill('10');
  await page.getByRole('button', { name: 'Sacar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar saque' });
  await confirm.getByLabel('Senha de saque (6 dígitos)').fill('246810');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toHaveCount(0);
  const points = 200 + 15 + draw.data.points_awarded - 100;
  const me = await request.post('/api/auth/getUserInfo', { headers: auth, data: {} });
  expect(((await me.json()) as { data: { points: number } }).data.points).toBe(points);

  // The operator approves it in the console (the next authenticator code: the last one is spent).
  const console = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await console.goto('/ops/');
  await console.getByLabel('Operador').fill(admin.name);
  await console.getByLabel('Senha').fill(admin.password);
  await console.getByRole('button', { name: 'Entrar' }).click();
  await console.getByLabel('Código do autenticador').fill(totpAt(30_000));
  await console.getByRole('button', { name: 'Entrar' }).click();
  await console.getByRole('link', { name: /^Saques/ }).click();
  const row = console.locator('tr', { hasText: 'pix-do-lancamento' });
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await console.getByLabel('Observação (o membro lê o texto)').fill('Pago via Pix');
  await console.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(console.getByRole('status')).toContainText('1 decidido');
  const [withdrawal] = await rowsOf(`select status from withdrawals`);
  expect(withdrawal).toEqual({ status: 'success' });
  const mismatches = await rowsOf(`select u.id from users u left join points_ledger l on l.user_id = u.id group by u.id, u.points having coalesce(sum(l.amount), 0) <> u.points`);
  expect(mismatches).toEqual([]);
});

test('the member recovers the password with the code the e-mail brought', async ({ page, request }) => {
  const newPassword = 'Nova2026senha';
  await page.goto('/#/pages/forgetaccount/forgetaccount');
  await page.getByLabel('Conta').fill(member.username);
  await page.getByRole('button', { name: 'Buscar conta' }).click();
  await page.getByRole('link', { name: 'Redefinir senha' }).click();
  await page.getByRole('radio', { name: /Por e-mail/ }).click();
  await askCodeThroughPuzzle(page);
  await expect.poll(() => codeIn(mail.received, member.email)).toMatch(/^\d{6}$/);
  const email = mail.received.at(-1)!;
  expect(email.subject).toContain('código');
  expect(email.html).toContain(codeIn(mail.received, member.email)!);

  await page.getByLabel('Código de verificação').fill(codeIn(mail.received, member.email)!);
  await page.getByLabel('Nova senha').fill(newPassword);
  await page.getByLabel('Confirmar senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.')).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { username: member.username, password: newPassword, ...(await solvedCaptchaByApi(request)) } });
  expect(login.status(), await login.text()).toBe(200);
});
