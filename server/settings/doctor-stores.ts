/** The doctor's database and Redis checks: a real connection, a real statement, a short timeout. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { connectPostgres } from '../db/postgres-url.ts';
import { NETWORK_TIMEOUT_MS, withTimeout, type PartOutcome } from './doctor-part.ts';

/** How many migrations the code has (drizzle's journal). */
function migrationsInCode(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const redact = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/** `select 1`, then how many of the code's migrations drizzle recorded as applied. */
async function probePostgres(databaseUrl: string): Promise<PartOutcome> {
  const sql = connectPostgres(databaseUrl, { max: 1, connect_timeout: NETWORK_TIMEOUT_MS / 1000, idle_timeout: 1, onnotice: () => {} });
  try {
    await withTimeout(sql`select 1`);
    const [table] = await withTimeout(sql<{ present: boolean }[]>`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
    const applied = table?.present ? Number((await withTimeout(sql<{ count: string }[]>`select count(*) from drizzle.__drizzle_migrations`))[0]?.count ?? 0) : 0;
    const expected = migrationsInCode();
    const migrations = applied >= expected ? `${applied} de ${expected} migrações aplicadas` : `${applied} de ${expected} migrações aplicadas (o servidor aplica as que faltam ao iniciar)`;
    return { state: 'configurado', check: `PostgreSQL ${redact(databaseUrl)}: select 1, ${migrations}` };
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * PGlite is one process's file: opening it beside a running server would risk the data, so the
 * doctor only looks whether it exists (production never uses it).
 */
function lookAtPglite(env: NodeJS.ProcessEnv): PartOutcome {
  const path = join(resolve(env.DATA_DIR?.trim() || './data'), 'pglite');
  if (existsSync(join(path, 'PG_VERSION'))) return { state: 'configurado', check: `PGlite em ${path}: existe (não aberto: só um processo abre o PGlite)` };
  return { state: 'ausente', check: `PGlite em ${path}: ainda não criado (o primeiro npm start cria e migra)` };
}

export function checkDatabasePart(env: NodeJS.ProcessEnv): Promise<PartOutcome> | PartOutcome {
  const url = env.DATABASE_URL?.trim();
  return url ? probePostgres(url) : lookAtPglite(env);
}

/** PING on a connection of its own that never retries: a dead Redis answers in seconds. */
export async function probeRedis(redisUrl: string): Promise<PartOutcome> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: NETWORK_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => { lastError = error; });
  try {
    // ioredis rejects with "Connection is closed"; the socket's own error says why.
    await withTimeout(redis.connect()).catch((error: unknown) => { throw lastError ?? error; });
    const pong = await withTimeout(redis.ping());
    return { state: 'configurado', check: `${redact(redisUrl)}: PING → ${pong}` };
  } finally {
    redis.disconnect();
  }
}
