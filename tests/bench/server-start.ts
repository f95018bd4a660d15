/**
 * `npm run bench:server-start`: how long the server takes from process start to listening, and its
 * memory once started, run as JavaScript (`npm run start:prod`, dist-server/) and through the tsx
 * loader (`node --import tsx server/main.ts`, as `npm start` did before the server was compiled),
 * alternately, on the same demo PGlite database (made by a first, uncounted start), and again on a
 * fresh PostgreSQL database when TEST_DATABASE_URL is set (there the start is mostly loading code).
 * Needs `npm run build` first. Figures in docs/operations.md, "Start as JavaScript".
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, withFreshPostgres } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Memory is read this long after listening: the start's garbage has had a chance to go. */
const SETTLE_MS = 2000;

const VARIANTS = {
  'node, JavaScript': ['dist-server/server/main.js'],
  'node --import tsx': ['--import', 'tsx', 'server/main.ts'],
} as const;
type Variant = keyof typeof VARIANTS;

/** Resident memory of a process and its children (tsx runs an esbuild service beside node), from /proc. */
function treeRssKb(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      if (Number(entry) !== pid && parent !== pid) continue;
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      continue; // ended meanwhile
    }
  }
  return total;
}

async function startOnce(variant: Variant, dataDir: string, databaseUrl: string | undefined): Promise<{ ms: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, OPS_SECRET: 'bench-server-start-secret-0123456789',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, WORKERS: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ms = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      // Fastify's own line, written when listen() has bound the port.
      if (seen.includes('Server listening')) resolve(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`${variant}: o servidor terminou (${code}) antes de escutar`)));
  });
  child.stdout.resume();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rssMb = treeRssKb(child.pid!) / 1024;
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ms, rssMb };
}

if (!existsSync(VARIANTS['node, JavaScript'][0])) {
  console.error('Sem dist-server/: rode `npm run build` antes.');
  process.exit(1);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(database: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'premia-start-')), 'data');
  try {
    // Uncounted: creates, migrates and seeds the database; warms the disk cache and tsx's cache.
    for (const variant of Object.keys(VARIANTS) as Variant[]) await startOnce(variant, dataDir, databaseUrl);
    const results: Record<Variant, { ms: number; rssMb: number }[]> = { 'node, JavaScript': [], 'node --import tsx': [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) results[variant].push(await startOnce(variant, dataDir, databaseUrl));
    }
    console.log(`\n${database}: início até escutar, e memória (RSS, com filhos) ${SETTLE_MS / 1000} s depois; ${RUNS} execuções alternadas`);
    for (const [variant, runs] of Object.entries(results)) {
      const ms = runs.map((r) => r.ms.toFixed(0)).join(', ');
      const rss = runs.map((r) => r.rssMb.toFixed(0)).join(', ');
      console.log(`${variant.padEnd(20)} ${ms} ms (mediana ${median(runs.map((r) => r.ms)).toFixed(0)})   RSS ${rss} MB (mediana ${median(runs.map((r) => r.rssMb)).toFixed(0)})`);
    }
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
}

await measure('PGlite de demonstração', undefined);
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) await withFreshPostgres(adminUrl, 'premia_start', (url) => measure('PostgreSQL', url));
