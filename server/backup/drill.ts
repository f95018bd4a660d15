/**
 * The restore drill: the newest dump of BACKUP_DIR restored into a scratch database (PostgreSQL:
 * a new database `premia_drill_<random>` on the same server, dropped afterwards; PGlite: an
 * in-memory PGlite), brought to the code's latest migration, then checked (checks.ts). A dump
 * that cannot be restored, or one from newer code than this, is a BackupError.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../migrate.ts';
import { connectPostgres } from '../db/postgres-url.ts';
import { uploadStorageFromEnv } from '../storage/from-env.ts';
import { countRows, runChecks, type CheckResult } from './checks.ts';
import { backupDir, kindOfDump, newestDump } from './names.ts';
import { BackupError, ensureToolFits, libpqEnv, runTool, withDatabase } from './pg-tools.ts';

export interface DrillReport {
  dump: string;
  restoreSeconds: number;
  migrations: { inDump: number; inCode: number; appliedNow: number };
  counts: Array<{ table: string; rows: number }>;
  checks: CheckResult[];
}

/** Migrations this code knows (drizzle's journal). */
function migrationsInCode(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

async function migrationsApplied(handle: DatabaseHandle): Promise<number> {
  const found = await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const rows = (Array.isArray(found) ? found : (found as { rows: unknown[] }).rows) as Array<{ present: boolean }>;
  if (!rows[0]?.present) return 0;
  const counted = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return ((Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as Array<{ n: number }>)[0]!.n;
}

/** Migrates an older dump up to this code (the server would on start); refuses a dump from newer code. */
async function migrateRestored(handle: DatabaseHandle): Promise<DrillReport['migrations']> {
  const inCode = migrationsInCode();
  const inDump = await migrationsApplied(handle);
  if (inDump > inCode) throw new BackupError(`O dump tem ${inDump} migrações e este código conhece ${inCode}: restaure-o com a versão do código que o gerou.`);
  await migrateDatabase(handle);
  return { inDump, inCode, appliedNow: (await migrationsApplied(handle)) - inDump };
}

async function checkRestored(handle: DatabaseHandle, env: NodeJS.ProcessEnv): Promise<Omit<DrillReport, 'dump' | 'restoreSeconds'>> {
  const migrations = await migrateRestored(handle);
  const storage = uploadStorageFromEnv(env, env.DATA_DIR || './data');
  return { migrations, counts: await countRows(handle.db), checks: await runChecks(handle.db, storage) };
}

async function drillPglite(dump: string, env: NodeJS.ProcessEnv): Promise<DrillReport> {
  const started = performance.now();
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
  try {
    await client.waitReady;
  } catch (error) {
    throw new BackupError(`O dump ${dump} não pôde ser restaurado: ${error instanceof Error ? error.message : String(error)}`);
  }
  const handle = await openDatabase({ pglite: client });
  try {
    const restoreSeconds = (performance.now() - started) / 1000;
    return { dump, restoreSeconds, ...(await checkRestored(handle, env)) };
  } finally {
    await handle.close();
  }
}

async function drillPostgres(dump: string, env: NodeJS.ProcessEnv): Promise<DrillReport> {
  const url = env.DATABASE_URL;
  if (!url) throw new BackupError(`${dump} é um dump do PostgreSQL: defina DATABASE_URL (o servidor onde o banco de ensaio será criado).`);
  await ensureToolFits('pg_restore', url);
  const name = `premia_drill_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  try {
    const started = performance.now();
    await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--no-password', `--dbname=${name}`, dump], libpqEnv(url, name));
    const restoreSeconds = (performance.now() - started) / 1000;
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), pool: 2 });
    try {
      return { dump, restoreSeconds, ...(await checkRestored(handle, env)) };
    } finally {
      await handle.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
}

export async function runDrill(env: NodeJS.ProcessEnv): Promise<DrillReport> {
  const dir = backupDir(env);
  const dump = newestDump(dir);
  if (!dump) throw new BackupError(`Nenhum dump em ${dir}: rode npm run backup antes.`);
  return kindOfDump(dump) === 'postgres' ? drillPostgres(dump, env) : drillPglite(dump, env);
}
