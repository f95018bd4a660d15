/**
 * The production mode end to end, as an operator launches it: a fresh PostgreSQL database, the
 * server started by `PREMIA_MODE=production` with every required setting, a real SMTP server and
 * a Twilio-shaped HTTP server on this machine. Nothing is seeded; a visitor registers with the
 * code the SMS brought, and recovers the password with the code the e-mail brought.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { FAKE_TWILIO, type FakeTwilio, startFakeTwilio } from '../server/support/fake-twilio.ts';
import { type SmtpSink, startSmtpSink } from '../server/support/smtp-sink.ts';
import { E2E } from './env.ts';
import { askCodeThroughPuzzle, newMemberData, solvedCaptchaByApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const port = E2E.port + 300;
const baseURL = `http://127.0.0.1:${port}`;
const opsSecret = randomBytes(32).toString('base64url');
const DEMO_TABLES = ['users', 'sponsors', 'ads', 'site_configs', 'tasks', 'reward_games', 'share_campaigns', 'market_settings'];

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
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH, PREMIA_MODE: 'production', DATABASE_URL: databaseUrl, WORKERS: '1', PORT: String(port), HOST: '127.0.0.1',
      STATIC_DIR: 'dist', DATA_DIR: join(mkdtempSync(join(tmpdir(), 'premia-prod-')), 'data'), OPS_SECRET: opsSecret,
      PUBLIC_URL: 'https://premia.app', SMTP_URL: mail.url, MAIL_FROM: 'Prêmia <nao-responda@premia.app>',
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid, TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken, TWILIO_FROM: '+5511999990000', TWILIO_API_URL: sms.apiUrl,
      PUSH: 'off',
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

async function countRows(table: string): Promise<number> {
  const sql = connectPostgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql.unsafe<Array<{ n: string }>>(`select count(*)::text as n from ${table}`);
    return Number(row?.n);
  } finally {
    await sql.end();
  }
}

/** The six digits of the newest message a fake provider received for `recipient`. */
function codeIn(messages: Array<{ to: string; body?: string; text?: string }>, recipient: string): string | undefined {
  const message = messages.filter((m) => m.to.includes(recipient)).at(-1);
  return (message?.body ?? message?.text)?.match(/\b(\d{6})\b/)?.[1];
}

const member = newMemberData();

test('a production start seeds nothing: no member, no demo content', async () => {
  for (const table of DEMO_TABLES) expect(await countRows(table), table).toBe(0);
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

  // The console's outbox never shows a production code.
  const outbox = await request.get(`/api/ops/outbox?recipient=${member.phone}`, { headers: { 'x-ops-secret': opsSecret } });
  expect(outbox.status()).toBe(200);
  expect(await outbox.text()).not.toContain(code);

  await page.getByLabel('Código de verificação').fill(code);
  await page.locator('.check__box').click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/personal\/personal$/);
  await expect(page.getByTestId('member-card')).toContainText(member.username);
  expect(await countRows('users')).toBe(1);
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
