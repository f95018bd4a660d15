/**
 * One backup: a consistent dump into BACKUP_DIR under a timestamped name. PostgreSQL: pg_dump's
 * custom format (one snapshot, taken while the server serves). PGlite: its data folder as
 * PGlite's own .tar.gz, only while no other process holds the folder (pglite-files.ts). The dump
 * is written under a temporary name and renamed when whole, so a drill never reads half a dump.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupDir, dumpFileName, type DumpKind } from './names.ts';
import { dumpPgliteFolder, ensureNobodyHolds, pgliteFolder } from './pglite-files.ts';
import { BackupError, ensureToolFits, libpqEnv, runTool } from './pg-tools.ts';

export interface BackupOptions {
  env: NodeJS.ProcessEnv;
  /** PGlite where /proc cannot tell who holds the folder: the operator says the server is stopped. */
  serverStopped?: boolean;
  now?: Date;
}

export interface BackupResult {
  file: string;
  kind: DumpKind;
  bytes: number;
  seconds: number;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const { env } = options;
  const kind: DumpKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const dir = backupDir(env);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, dumpFileName(kind, options.now ?? new Date()));
  if (existsSync(file)) throw new BackupError(`${file} já existe: espere um segundo e rode de novo.`);
  const partial = `${file}.partial`;
  try {
    if (env.DATABASE_URL) await dumpPostgres(env.DATABASE_URL, partial);
    else await dumpPglite(env.DATA_DIR || './data', partial, options.serverStopped ?? false);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, kind, bytes: statSync(file).size, seconds: (performance.now() - started) / 1000 };
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  await ensureToolFits('pg_dump', url);
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`], libpqEnv(url));
}

async function dumpPglite(dataDir: string, file: string, serverStopped: boolean): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`Nenhum banco PGlite em ${folder}: confira DATA_DIR.`);
  ensureNobodyHolds(folder, serverStopped);
  const dump = await dumpPgliteFolder(folder);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
