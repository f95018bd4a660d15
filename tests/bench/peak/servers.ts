/**
 * The two servers of `npm run bench:peak`: the app as server/main.ts in WORKERS=2 processes on
 * PostgreSQL and Redis (the way harness.ts starts it, with a known operator secret), and the bare
 * `ws` baseline in processes of its own; the worker pids under a primary and their RSS, from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../harness.ts';

const BARE = fileURLToPath(new URL('./bare-ws-server.ts', import.meta.url));

export interface AppProcesses { primary: ChildProcess; opsSecret: string }

export async function startApp(databaseUrl: string, redisUrl: string, port: number, workers: number): Promise<AppProcesses> {
  const opsSecret = randomBytes(12).toString('hex');
  const primary = await startServer(port, {
    DATABASE_URL: databaseUrl, WORKERS: String(workers), NODE_ENV: 'production', STATIC_DIR: '', OPS_SECRET: opsSecret,
    REDIS_URL: redisUrl, REDIS_PREFIX: `premia-peak-${randomBytes(3).toString('hex')}-`,
  });
  return { primary, opsSecret };
}

export async function startBare(port: number, workers: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE], {
    env: { ...process.env, PORT: String(port), WORKERS: String(workers) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`servidor ws puro terminou (${code})`)));
  });
  return child;
}

/** The node processes whose parent is `pid`: a cluster's workers (not tsx's esbuild service). */
export function workersOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (command === 'node' && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}

/** Resident memory of these processes together, in bytes (VmRSS). */
export function rssOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

/** Stops a primary (and its workers) with SIGTERM, waiting for it to go. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
