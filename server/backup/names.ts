/** Where dumps go and what they are called: `premia-<UTC time>.dump` (PostgreSQL) or `.tar.gz` (PGlite). */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type DumpKind = 'postgres' | 'pglite';

const EXTENSION: Record<DumpKind, string> = { postgres: '.dump', pglite: '.tar.gz' };
const DUMP_NAME = /^premia-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(dump|tar\.gz)$/;

export function backupDir(env: NodeJS.ProcessEnv): string {
  return resolve(env.BACKUP_DIR || './backups');
}

/** `premia-2026-11-27T10-40-00Z.dump`: sorts by time, and no colon (some file systems refuse it). */
export function dumpFileName(kind: DumpKind, at: Date): string {
  return `premia-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z${EXTENSION[kind]}`;
}

export function kindOfDump(path: string): DumpKind {
  return path.endsWith('.dump') ? 'postgres' : 'pglite';
}

/** The newest finished dump in `dir` (a dump being written has another name until it is whole), or null. */
export function newestDump(dir: string): string | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const dumps = names.filter((name) => DUMP_NAME.test(name)).sort();
  return dumps.length > 0 ? join(dir, dumps[dumps.length - 1]!) : null;
}
