/**
 * `npm run doctor` against real local services: an SMTP server in this process (smtp-server), an
 * HTTP server shaped like Twilio's account resource, s3rver for HeadBucket, and this run's
 * database. Configured and reachable → `configurado`; a wrong secret, a closed port or a silent
 * server → `inacessível`, and in production a non-zero exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDoctor, type DoctorReport } from '../../server/settings/doctor.ts';
import { openTestDatabase, type TestDatabase } from './helpers.ts';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: object) => S3rverServer;
const s3rverAccounts = require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } };

const SMTP_USER = 'premia';
const SMTP_PASS = 'Hk29sLq81vXr';
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = '9f3b1c7d2e8a4f6b0c5d9e1a7b3c8d2f';
const S3_KEY = 'AKIA4PREMIA7UPLOADS2';
const S3_SECRET = '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';
const BUCKET = 'premia-uploads';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
let smtp: SMTPServer;
let twilio: HttpServer;
let s3: S3rverServer;
let silent: TcpServer;
let folder: string;
let env: NodeJS.ProcessEnv;
let closedPort: number;
let silentPort: number;

const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
const listening = <T extends HttpServer | TcpServer>(server: T) => new Promise<T>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));

async function freePort(): Promise<number> {
  const server = await listening(createTcpServer());
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Answers Twilio's account resource for SID with TOKEN, 401 otherwise. */
function twilioDouble(): HttpServer {
  return createHttpServer((request, response) => {
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    const known = request.method === 'GET' && request.url === `/2010-04-01/Accounts/${SID}.json`;
    const status = !known ? 404 : request.headers.authorization === expected ? 200 : 401;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { sid: SID, status: 'active' } : { code: 20003, message: 'Authenticate' }));
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'premia-doctor-'));
  database = await openTestDatabase();
  smtp = new SMTPServer({
    logger: false, allowInsecureAuth: true, disabledCommands: ['STARTTLS'], authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, done) => (auth.username === SMTP_USER && auth.password === SMTP_PASS ? done(null, { user: SMTP_USER }) : done(new Error('Credenciais inválidas'))),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  twilio = await listening(twilioDouble());
  s3rverAccounts.DUMMY_ACCOUNT.createKeyPair(S3_KEY, S3_SECRET);
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(folder, 's3'), configureBuckets: [{ name: BUCKET }] });
  const s3Port = (await s3.run()).port;
  // Accepts connections and never says a word: the 3 s timeout must end the check.
  silent = await listening(createTcpServer(() => {}));
  silentPort = portOf(silent);
  closedPort = await freePort();
  const vapid = webpush.generateVAPIDKeys();
  env = {
    PREMIA_MODE: 'production', DATA_DIR: join(folder, 'data'), PUBLIC_URL: 'https://premia.app', OPS_SECRET: 'Zq3v8mK1pX7rT2wB9nL4cF6hJ0sD5gYa', TOTP_ENCRYPTION_KEY: 'q8k2S0c5nX1v4bT7m9wR3e6yU0i2o4p6a8s1d3f5g7h=',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${portOf(smtp.server)}`, MAIL_FROM: 'Prêmia <nao-responda@premia.app>',
    TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+5511999990000', TWILIO_API_URL: `http://127.0.0.1:${portOf(twilio)}`,
    S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: S3_KEY, S3_SECRET_ACCESS_KEY: S3_SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:suporte@premia.app', WORKERS: '1',
  };
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => twilio.close(resolve));
  await new Promise((resolve) => silent.close(resolve));
  await s3.close();
  await database.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const part = (report: DoctorReport, name: string) => report.parts.find((p) => p.part === name);
/** On PGlite this run has no PostgreSQL to name: production's one refusal is then DATABASE_URL. */
const databaseRefusals = () => (postgres ? [] : [expect.stringMatching(/^DATABASE_URL ausente/)]);

describe('npm run doctor', () => {
  it('says configurado for every configured part it reached, with the check it made and its time', async () => {
    const report = await runDoctor(env);
    expect(part(report, 'e-mail')).toMatchObject({ state: 'configurado', check: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+: 220, EHLO, AUTH, NOOP 250$/) });
    expect(part(report, 'SMS')).toMatchObject({ state: 'configurado', check: expect.stringContaining(`/2010-04-01/Accounts/${SID}.json: 200, conta active`) });
    expect(part(report, 'armazenamento')).toMatchObject({ state: 'configurado', check: expect.stringContaining(`HeadBucket ${BUCKET} em http://127.0.0.1:`) });
    expect(part(report, 'push')).toMatchObject({ state: 'configurado', check: expect.stringContaining('chaves VAPID do ambiente') });
    expect(part(report, 'processos')).toMatchObject({ state: 'configurado', check: '1 processo' });
    expect(part(report, 'banco de dados')?.state).toBe(postgres ? 'configurado' : 'ausente');
    if (postgres) expect(part(report, 'banco de dados')?.check).toMatch(/select 1, (\d+) de \1 migrações aplicadas$/);
    for (const p of report.parts) expect(p.ms).toBeLessThan(3500);
    expect(JSON.stringify(report)).not.toContain(SMTP_PASS);
    expect(JSON.stringify(report)).not.toContain(TOKEN);
    expect(report.refusals).toEqual(databaseRefusals());
    expect(report.exitCode).toBe(postgres ? 0 : 1);
  });

  it.runIf(postgres)('exits 0 as a process when everything is set and reachable, and prints one line per part', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/doctor.ts'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    for (const name of ['modo', 'banco de dados', 'e-mail', 'SMS', 'armazenamento', 'push', 'processos']) expect(output).toMatch(new RegExp(`^${name} +configurado `, 'm'));
    expect(output).toContain('Produção: nenhuma recusa');
  });

  it('says inacessível for a wrong password, token or bucket, naming what the service answered', async () => {
    const report = await runDoctor({
      ...env, SMTP_URL: `smtp://${SMTP_USER}:outra-senha-9@127.0.0.1:${portOf(smtp.server)}`, TWILIO_AUTH_TOKEN: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5', S3_BUCKET: 'nao-existe',
    });
    expect(part(report, 'e-mail')).toMatchObject({ state: 'inacessível', check: expect.stringMatching(/AUTH PLAIN recusado: 535/) });
    expect(part(report, 'SMS')).toMatchObject({ state: 'inacessível', check: expect.stringContaining('respondeu 401 (SID ou token errados)') });
    expect(part(report, 'armazenamento')).toMatchObject({ state: 'inacessível', check: expect.stringContaining('respondeu 404 (bucket não existe)') });
    expect(report.exitCode).toBe(1);
  });

  it('says inacessível for a closed SMTP port, and fails in production but not in the demo', async () => {
    const closed = { ...env, SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${closedPort}` };
    const production = await runDoctor(closed);
    expect(part(production, 'e-mail')).toMatchObject({ state: 'inacessível', check: expect.stringContaining('ECONNREFUSED') });
    expect(production.refusals).toEqual(databaseRefusals());
    expect(production.exitCode).toBe(1);
    expect(production.lines).toContainEqual(expect.stringMatching(/^e-mail +inacessível +SMTP: connect ECONNREFUSED/));
    const demo = await runDoctor({ ...closed, PREMIA_MODE: 'demo' });
    expect(part(demo, 'e-mail')?.state).toBe('inacessível');
    expect(demo.exitCode).toBe(postgres ? 0 : 1);
  });

  it('gives up on a silent server, a closed database port and a closed Redis port within the 3 s timeout', async () => {
    const started = performance.now();
    const report = await runDoctor({
      ...env, SMTP_URL: `smtp://127.0.0.1:${silentPort}`, DATABASE_URL: `postgres://premia@127.0.0.1:${closedPort}/premia`, REDIS_URL: `redis://127.0.0.1:${closedPort}`,
    });
    expect(performance.now() - started).toBeLessThan(4500);
    expect(part(report, 'e-mail')).toMatchObject({ state: 'inacessível', check: 'SMTP: sem resposta em 3 s' });
    expect(part(report, 'banco de dados')).toMatchObject({ state: 'inacessível', check: expect.stringContaining('ECONNREFUSED') });
    expect(part(report, 'Redis')).toMatchObject({ state: 'inacessível', check: expect.stringContaining('ECONNREFUSED') });
    expect(report.exitCode).toBe(1);
  });

  it('lists production refusals and exits 1 from an empty environment, whatever the mode', async () => {
    const report = await runDoctor({ DATA_DIR: join(folder, 'vazio') });
    expect(part(report, 'modo')).toMatchObject({ state: 'configurado', check: expect.stringMatching(/^demo \(padrão/) });
    expect(part(report, 'e-mail')?.state).toBe('ausente');
    expect(part(report, 'SMS')?.state).toBe('ausente');
    expect(part(report, 'armazenamento')?.state).toBe('configurado');
    expect(report.refusals.length).toBeGreaterThanOrEqual(10);
    expect(report.lines).toContain(`Produção recusaria iniciar (${report.refusals.length}):`);
    expect(report.exitCode).toBe(1);
  });
});
