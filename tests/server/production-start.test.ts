/**
 * `PREMIA_MODE=production node server/main.ts` as a process: with settings missing it prints one
 * Portuguese line per problem and exits 1 in seconds, having opened nothing (DATA_DIR stays
 * absent). With everything set, on a fresh PostgreSQL database, it starts and seeds nothing:
 * no member, no sponsor, no site content, no demo login line, and the VAPID key of the environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import {
  ads, appSecrets, homeCategories, marketSettings, markets, prizes, rewardGames, shareCampaigns, siteConfigs, sponsors, tasks, users,
} from '../../server/db/schema.ts';
import { productionProblems } from '../../server/settings/production-checks.ts';
import { openTestDatabase, type TestDatabase } from './helpers.ts';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'premia-production-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server (or another script) with exactly this environment (nothing inherited but PATH). */
function start(env: NodeJS.ProcessEnv, script = 'server/main.ts'): { child: ChildProcess; output: () => { stdout: string; stderr: string } } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  return { child, output: () => ({ stdout, stderr }) };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('a production start with settings missing', () => {
  it('prints one Portuguese line per problem, exits 1 within seconds and creates nothing', async () => {
    const dataDir = join(folder, 'data');
    const env = { PREMIA_MODE: 'production', DATA_DIR: dataDir, PORT: String(await freePort()), OPS_SECRET: 'test-ops-secret', PUBLIC_URL: 'http://premia.app' };
    const started = performance.now();
    const server = start(env);
    expect(await exited(server.child)).toBe(1);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    const { stdout, stderr } = server.output();
    const lines = stderr.trim().split('\n');
    expect(lines).toEqual(productionProblems(env));
    expect(lines).toContain('OPS_SECRET é um valor de exemplo: gere um com `openssl rand -base64 32`');
    expect(lines).toContain('PUBLIC_URL deve começar com https:// (recebido: http://premia.app)');
    expect(lines[0]).toMatch(/^DATABASE_URL ausente/);
    expect(stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses an unknown mode the same way', async () => {
    const dataDir = join(folder, 'typo');
    const server = start({ PREMIA_MODE: 'producao', DATA_DIR: dataDir });
    expect(await exited(server.child)).toBe(1);
    expect(server.output().stderr.trim()).toBe('Configuração inválida: PREMIA_MODE deve ser demo ou production (recebido: producao)');
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a production start with everything set', () => {
  let database: TestDatabase;
  let server: ReturnType<typeof start>;
  let port: number;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    database = await openTestDatabase();
    port = await freePort();
    server = start({
      PREMIA_MODE: 'production', DATABASE_URL: database.url, DATA_DIR: join(folder, 'served'), PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '',
      OPS_SECRET: 'Zq3v8mK1pX7rT2wB9nL4cF6hJ0sD5gYa', TOTP_ENCRYPTION_KEY: 'q8k2S0c5nX1v4bT7m9wR3e6yU0i2o4p6a8s1d3f5g7h=', SIGNALS_KEY: 'Jm4nR7tW0zC3fH6kP9sV2yB5eG8jL1oQ4uX7aD0gI3l=', PUBLIC_URL: 'https://premia.app',
      SMTP_URL: 'smtps://mailer:Hk29sLq81vXr@127.0.0.1:1', MAIL_FROM: 'nao-responda@premia.app',
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`, TWILIO_AUTH_TOKEN: '9f3b1c7d2e8a4f6b0c5d9e1a7b3c8d2f', TWILIO_FROM: '+5511999990000',
      TWILIO_API_URL: 'http://127.0.0.1:1', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:suporte@premia.app',
    });
    const started = Date.now();
    while (!server.output().stdout.includes('pronto') && server.child.exitCode === null && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 200));
  }, 90_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    await database.dispose();
  });

  it('starts, says production, and prints no demo login nor a generated secret', () => {
    const { stdout } = server.output();
    expect(stdout).toContain(`Prêmia pronto em https://premia.app (porta ${port})`);
    expect(stdout).toContain('modo produção');
    expect(stdout).not.toContain('Login de demonstração');
    expect(stdout).not.toContain('OPS_SECRET gerado');
    expect(stdout).not.toContain('conteúdo de demonstração');
  });

  it('seeds nothing: no member, no sponsor, no site content, tasks, prizes, promo entries or share campaigns', async () => {
    const counts = await Promise.all([users, sponsors, ads, siteConfigs, homeCategories, tasks, prizes, markets, shareCampaigns].map((table) => database.db.$count(table)));
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('has the structure: the three games and the three promo types, all switched off', async () => {
    const games = await database.db.select({ active: rewardGames.active }).from(rewardGames);
    const types = await database.db.select({ status: marketSettings.status }).from(marketSettings);
    expect(games.map((game) => game.active)).toEqual([false, false, false]);
    expect(types.map((type) => type.status)).toEqual([0, 0, 0]);
  });

  it('signs web push with the VAPID pair of the environment, not one made in the database', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${API.vapidKey.path}`);
    expect(((await response.json()) as { data: { public_key: string } }).data.public_key).toBe(vapid.publicKey);
    expect(await database.db.$count(appSecrets)).toBe(0);
  });
});

describe('npm run db:seed-demo', () => {
  it('refuses production with one Portuguese line and exit 1, opening nothing', async () => {
    const dataDir = join(folder, 'seed-refused');
    const run = start({ PREMIA_MODE: 'production', DATA_DIR: dataDir }, 'scripts/seed-demo.ts');
    expect(await exited(run.child)).toBe(1);
    expect(run.output().stderr.trim()).toBe('db:seed-demo recusado: PREMIA_MODE=production nunca recebe conteúdo de demonstração (fictício).');
    expect(existsSync(dataDir)).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('adds the demo content to the configured database, once', async () => {
    const database = await openTestDatabase();
    try {
      const first = start({ DATABASE_URL: database.url, DATA_DIR: join(folder, 'seeded') }, 'scripts/seed-demo.ts');
      expect(await exited(first.child)).toBe(0);
      expect(first.output().stdout).toContain('conteúdo de demonstração criado');
      const again = start({ DATABASE_URL: database.url, DATA_DIR: join(folder, 'seeded') }, 'scripts/seed-demo.ts');
      expect(await exited(again.child)).toBe(0);
      expect(again.output().stdout).toContain('já estava lá');
      expect(await database.db.$count(users)).toBe(1);
      expect(await database.db.$count(sponsors)).toBeGreaterThan(0);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
