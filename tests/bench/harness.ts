/**
 * What the benchmark and reliability scripts share: members made straight through the
 * repositories (the benchmarks measure the calls under test, not sign-up), the real server as a
 * child process, a free port, JSON calls and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { GAMES } from '../../src/domain/contract/rewards.ts';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { openSession } from '../../server/repositories/sessions.ts';
import { insertUser } from '../../server/repositories/users.ts';
import { grantChances } from '../../server/services/chances.ts';

export interface BenchMember {
  id: number;
  username: string;
  token: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `count` members with a complete profile and an open session, made 200 to a transaction; with
 * `chances`, that many extra draws in every game; `passwordHash` lets a script sign them in too.
 */
export async function makeMembers(
  handle: DatabaseHandle,
  count: number,
  options: { prefix: string; chances?: number; passwordHash?: string },
): Promise<BenchMember[]> {
  const tag = randomBytes(3).toString('hex');
  const phonePrefix = String(randomBytes(3).readUIntBE(0, 3) % 100_000).padStart(5, '0');
  const members: BenchMember[] = [];
  for (let start = 0; start < count; start += 200) {
    members.push(...await handle.db.transaction(async (tx) => {
      const made: BenchMember[] = [];
      for (let i = start; i < Math.min(count, start + 200); i += 1) {
        const username = `${options.prefix}${tag}${i}`;
        const user = await insertUser(tx, {
          username,
          passwordHash: options.passwordHash ?? 'bench-no-login',
          phone: `9${phonePrefix}${String(i).padStart(5, '0')}`,
          email: `${username}@exemplo.com.br`,
          nickname: `Bench ${i}`,
          realName: 'Pessoa de Teste',
          birthDate: '1990-01-01',
        });
        if (options.chances) {
          for (const game of GAMES) await grantChances(tx, user.id, game, options.chances, 'Benchmark', { key: 'bench', now: new Date() });
        }
        const { token } = await openSession(tx, { userId: user.id, visitorId: null }, new Date());
        made.push({ id: user.id, username, token });
      }
      return made;
    }));
  }
  return members;
}

/** A fresh PostgreSQL database made next to `adminUrl` for `use`, dropped afterwards. */
export async function withFreshPostgres<T>(adminUrl: string, prefix: string, use: (url: string, name: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString(), name);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `bench` on a fresh PGlite folder per entry of `pglite` and, when TEST_DATABASE_URL or
 * DATABASE_URL is set, on a fresh PostgreSQL database; true when every run was fine.
 */
export async function onEachDatabase(
  prefix: string,
  pglite: Array<{ label: string; durable: boolean }>,
  bench: (label: string, handle: DatabaseHandle) => Promise<boolean>,
): Promise<boolean> {
  let allFine = true;
  for (const { label, durable } of pglite) {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    const handle = await openDatabase({ dataDir: dir, durable });
    try {
      allFine = (await bench(label, handle)) && allFine;
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) return allFine;
  return (await withFreshPostgres(adminUrl, prefix.replaceAll('-', '_'), async (url, name) => {
    const handle = await openDatabase({ databaseUrl: url });
    try {
      return await bench(`PostgreSQL (${name})`, handle);
    } finally {
      await handle.close();
    }
  })) && allFine;
}

/** `server/main.ts` as `npm start` runs it (after a build), ready when `/readyz` answers. */
/**
 * The app in this process on `handle`, migrated and seeded as `npm start` does, listening on a
 * free port: `use` gets its base URL; the server closes afterwards whatever `use` does.
 */
export async function withAppServer<T>(handle: DatabaseHandle, use: (base: string) => Promise<T>): Promise<T> {
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  const app = await buildApp({ db: handle.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await use(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
  }
}

export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('o servidor não ficou pronto em 60 s');
}

export interface CallAnswer {
  status: number;
  data: Record<string, unknown> | null;
}

export async function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<CallAnswer> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const envelope = (await response.json().catch(() => null)) as { data: Record<string, unknown> } | null;
  return { status: response.status, data: envelope?.data ?? null };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * With BENCH_PROFILE=<folder>, a V8 CPU profile of this process while `measure` runs, written as
 * <folder>/<name>.cpuprofile (read it with `npm run bench:profile-summary`); otherwise just runs it.
 */
export async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${name.replace(/[^\w.-]+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  perfil: ${file}`);
  }
}
