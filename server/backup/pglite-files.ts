/**
 * PGlite's data folder is one process's file: PGlite takes no lock on it (a second process opens
 * the same folder without a word, and two writers corrupt it). So a backup never opens the folder
 * while another process has it open. A running PGlite keeps its current WAL segment open, so
 * Linux's /proc shows who holds the folder: the backup refuses then, and the operator stops the
 * server first (or backs up PostgreSQL, which pg_dump reads consistently while it serves).
 */
import { readdirSync, readlinkSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './pg-tools.ts';

/** The PGlite folder the server uses for DATA_DIR (db/client.ts opens `DATA_DIR/pglite`). */
export function pgliteFolder(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

/** Ids of the other processes with a file of `folder` open; null where /proc cannot tell (not Linux). */
export function processesHolding(folder: string): number[] | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return null;
  }
  const inside = folder + sep;
  const holders: number[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's: it cannot hold our files then either
    }
    if (fds.some((fd) => linkOf(`/proc/${pid}/fd/${fd}`).startsWith(inside))) holders.push(Number(pid));
  }
  return holders;
}

function linkOf(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}

/** Refuses, in Portuguese, when another process has the folder open or nothing can tell. */
export function ensureNobodyHolds(folder: string, serverStopped: boolean): void {
  const holders = processesHolding(folder);
  if (holders === null && !serverStopped) {
    throw new BackupError(`Não há como saber se o servidor está usando ${folder} (sem /proc). Pare o servidor e rode de novo com --servidor-parado.`);
  }
  if (holders && holders.length > 0) {
    throw new BackupError(`O processo ${holders.join(', ')} está usando ${folder}. O PGlite não trava a pasta e duas aberturas a corrompem: pare o servidor, rode o backup e inicie o servidor de novo.`);
  }
}

/** A gzip'd tar of the data folder, PGlite's own format (loadDataDir reads it back). */
export async function dumpPgliteFolder(folder: string): Promise<Blob> {
  const client = new PGlite(folder);
  try {
    await client.waitReady;
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}
