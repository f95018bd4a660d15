/** Opens the database: PostgreSQL through postgres-js when a URL is given, embedded PGlite otherwise. */
import { fsyncSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import * as schema from './schema.ts';
import { connectPostgres } from './postgres-url.ts';
import { watchTransactions } from './pool-usage.ts';
import { DEFAULT_POOL } from '../config.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either, so a route can run several of them in one transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (no password). */
  description: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: connections this process opens at most (DEFAULT_POOL). */
  pool?: number;
  dataDir?: string;
  /** An already opened PGlite (tests load one from a template dump). */
  pglite?: PGlite;
  /** PGlite on disk: flush each commit to the disk (default true; `PGLITE_FSYNC=0` turns it off). */
  durable?: boolean;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool ?? DEFAULT_POOL);
  if (options.pglite) return wrapPglite(options.pglite, 'PGlite (memória)');
  const dataDir = resolve(options.dataDir ?? './data');
  // PGlite only creates the last folder of its path.
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite');
  const durable = options.durable ?? process.env.PGLITE_FSYNC !== '0';
  const client = new PGlite(path, durable ? { startParams: DURABLE_START_PARAMS } : {});
  await client.waitReady;
  if (durable) syncCommitsToDisk(client);
  return wrapPglite(client, `PGlite em ${path}${durable ? '' : ' (sem fsync)'}`);
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system ignores both
 * fdatasync and fsync: a commit reached the OS, which survives `kill -9` but not a power cut.
 * So: fsync on, the WAL flushed with fsync(), and that fsync made real on the file descriptor.
 */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/** What PGlite's Node file system calls for fsync() after syncCommitsToDisk; exported for its test. */
export function fsyncNodeFile(stream: { nfd: number }): number {
  fsyncSync(stream.nfd);
  return 0;
}

interface PgliteInternals {
  mod?: { NODEFS?: { stream_ops?: Record<string, unknown> } };
}

function syncCommitsToDisk(client: PGlite): void {
  const streamOps = (client as unknown as PgliteInternals).mod?.NODEFS?.stream_ops;
  // A PGlite upgrade that moves this must fail loudly, not silently lose durability.
  if (!streamOps) throw new Error('PGlite: NODEFS não encontrado; não é possível garantir fsync (PGLITE_FSYNC=0 para iniciar sem)');
  streamOps.fsync = fsyncNodeFile;
}

function wrapPglite(client: PGlite, description: string): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  watchTransactions(client, 'transaction', 1, db);
  return { db, kind: 'pglite', description, close: () => client.close() };
}

function openPostgres(databaseUrl: string, pool: number): DatabaseHandle {
  const client = connectPostgres(databaseUrl, { max: pool, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  watchTransactions(client, 'begin', pool, db);
  return { db, kind: 'postgres', description: `PostgreSQL ${redactUrl(databaseUrl)}`, close: () => client.end({ timeout: 5 }) };
}

/** The SQL migrations; server/migrate.ts runs them and then the rows they left for the code to fill. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], config);
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL)';
  }
}
