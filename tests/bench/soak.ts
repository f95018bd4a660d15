/**
 * `npm run bench:soak`: the server as a promotion runs it — WORKERS=2 on PostgreSQL with Redis —
 * under mixed traffic for SOAK_MINUTES (10): draws, envelope claims in an open rain, lists (points
 * history, draw records, articles) and sign-ins with the slider puzzle solved. First 10 s as fast
 * as 20 clients go (the capacity), then a steady SOAK_RATE requests/s (default: half of it).
 * Prints per minute the requests, errors (5xx or no answer), p50/p99 and each worker's RSS; at the
 * end RSS at start and end and whether the ledger still equals every balance. Exit 1 on any error.
 *
 * Needs TEST_DATABASE_URL or DATABASE_URL (a fresh database is made beside it and dropped) and
 * Redis at REDIS_URL (redis://127.0.0.1:6379).
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { humanTrail } from '../e2e/support/captcha-solver.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { GAMES } from '../../src/domain/contract/rewards.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { captchas } from '../../server/db/schema.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { hashPassword } from '../../server/security/passwords.ts';
import { type BenchMember, freePort, makeMembers, percentile, postJson, startServer, withFreshPostgres } from './harness.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CLIENTS = 20;
const MEMBERS = 40;
const PASSWORD = 'SoakSenha123';
const OPS_SECRET = `soak-${randomBytes(6).toString('hex')}`;
/** What a request of the mix does; the weights are out of 100. */
const MIX: Array<[weight: number, kind: Kind]> = [[40, 'draw'], [20, 'claim'], [30, 'list'], [10, 'login']];
type Kind = 'draw' | 'claim' | 'list' | 'login';

interface Tally {
  latencies: number[];
  requests: number;
  errors: number;
  refused: number;
}
const newTally = (): Tally => ({ latencies: [], requests: 0, errors: 0, refused: 0 });

interface Soak {
  base: string;
  db: DatabaseHandle;
  members: BenchMember[];
  periodId: number;
}

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [weight, kind] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'list';
}

/** One request of the mix; a sign-in counts its login call only (the puzzle is fetched first). */
async function oneRequest(soak: Soak, tally: Tally): Promise<void> {
  const member = soak.members[Math.floor(Math.random() * soak.members.length)]!;
  const auth = { authorization: `Bearer ${member.token}` };
  const kind = pickKind();
  let call: () => Promise<{ status: number }>;
  if (kind === 'draw') {
    call = () => postJson(soak.base, API.lotteryDraw.path, { game: GAMES[Math.floor(Math.random() * GAMES.length)], client_key: randomBytes(12).toString('base64url') }, auth);
  } else if (kind === 'claim') {
    call = () => postJson(soak.base, API.rainClaims.path, { period_id: soak.periodId, envelope_keys: [randomBytes(12).toString('base64url')] }, auth);
  } else if (kind === 'list') {
    const lists = [
      () => postJson(soak.base, API.pointsHistory.path, { page: 1, page_size: 20 }, auth),
      () => postJson(soak.base, API.lotteryRecords.path, { page: 1, page_size: 20 }, auth),
      () => postJson(soak.base, API.categoryArticles.path, { page: 1, page_size: 10 }),
    ];
    call = lists[Math.floor(Math.random() * lists.length)]!;
  } else {
    const puzzle = await postJson(soak.base, API.imageCaptcha.path, {});
    const id = String(puzzle.data?.captcha_id ?? '');
    const [row] = await soak.db.db.select({ gapX: captchas.gapX }).from(captchas).where(eq(captchas.id, id));
    await new Promise((r) => setTimeout(r, 600)); // the puzzle refuses a drag faster than a person's
    const x = row?.gapX ?? 0;
    call = () => postJson(soak.base, API.login.path, { username: member.username, password: PASSWORD, captcha_id: id, captcha_x: x, captcha_trail: humanTrail(x) });
  }
  const started = performance.now();
  tally.requests += 1;
  try {
    const { status } = await call();
    tally.latencies.push(performance.now() - started);
    if (status >= 500) tally.errors += 1;
    else if (status !== 200) tally.refused += 1;
  } catch {
    tally.errors += 1;
  }
}

async function capacity(soak: Soak, seconds: number): Promise<number> {
  const tally = newTally();
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < end) await oneRequest(soak, tally);
  }));
  return tally.requests / seconds;
}

/** Resident memory of the server's worker processes, MB (the primary only forks). */
function workerRss(primary: ChildProcess): number[] {
  const children = execFileSync('pgrep', ['-P', String(primary.pid)]).toString().trim().split('\n').filter(Boolean);
  return children.map((pid) => {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? 'VmRSS: 0 kB';
    return Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024;
  });
}

function summary(label: string, tally: Tally, rss: number[]): string {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return `${label.padEnd(10)} ${String(tally.requests).padStart(7)} pedidos  erros ${tally.errors}  recusados ${tally.refused}  ` +
    `p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  RSS ${rss.map((r) => r.toFixed(0)).join(' / ')} MB`;
}

/** A steady `rate` for `minutes`, one tally a minute. */
async function steady(soak: Soak, primary: ChildProcess, rate: number, minutes: number): Promise<Tally[]> {
  const minutesTallies: Tally[] = [];
  const inFlight = new Set<Promise<void>>();
  for (let minute = 1; minute <= minutes; minute += 1) {
    const tally = newTally();
    const start = performance.now();
    for (let sent = 0; performance.now() - start < 60_000; sent += 1) {
      const due = start + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const request = oneRequest(soak, tally).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    minutesTallies.push(tally);
    console.log(summary(`minuto ${minute}`, tally, workerRss(primary)));
  }
  return minutesTallies;
}

async function prepare(url: string): Promise<{ db: DatabaseHandle; members: BenchMember[] }> {
  const db = await openDatabase({ databaseUrl: url });
  await migrateDatabase(db);
  await seedDemoContent(db.db, { autoTasks: false });
  const members = await makeMembers(db, MEMBERS, { prefix: 'soak', chances: 1_000_000, passwordHash: await hashPassword(PASSWORD) });
  return { db, members };
}

async function main(): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('bench:soak precisa de TEST_DATABASE_URL ou DATABASE_URL (PostgreSQL) e de Redis (REDIS_URL).');
    return 1;
  }
  return withFreshPostgres(adminUrl, 'premia_soak', (url, name) => soakOn(url, name));
}

async function soakOn(url: string, name: string): Promise<number> {
  const port = await freePort();
  let primary: ChildProcess | null = null;
  try {
    const { db, members } = await prepare(url);
    primary = await startServer(port, {
      DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `${name}:`,
      WORKERS: '2', OPS_SECRET, DEMO_AUTO_TASKS: '0', RATE_LIMIT_FACTOR: '1000', NODE_ENV: 'production',
    });
    const base = `http://127.0.0.1:${port}`;
    const rain = await postJson(base, OPS_CALLS.addMarketPeriod.path, { type: 2, starts_in: -1, duration: (MINUTES + 2) * 60, points: 1, envelope_cap: 1000, replace: true }, { 'x-ops-secret': OPS_SECRET });
    if (rain.status !== 200) throw new Error(`a chuva não abriu: ${rain.status}`);
    const soak: Soak = { base, db, members, periodId: Number(rain.data!.id) };
    const measured = await capacity(soak, 10);
    const rate = Number(process.env.SOAK_RATE ?? Math.max(1, Math.floor(measured / 2)));
    const rssStart = workerRss(primary);
    console.log(`capacidade ${measured.toFixed(0)} pedidos/s (20 clientes, 10 s); ritmo ${rate}/s por ${MINUTES} min; RSS inicial ${rssStart.map((r) => r.toFixed(0)).join(' / ')} MB`);
    const minutes = await steady(soak, primary, rate, MINUTES);
    const rssEnd = workerRss(primary);
    const errors = minutes.reduce((sum, t) => sum + t.errors, 0);
    const mismatches = (await findLedgerMismatches(db.db)).length;
    const p99 = (t: Tally) => percentile([...t.latencies].sort((a, b) => a - b), 99).toFixed(1);
    console.log(`\nRSS ${rssStart.map((r) => r.toFixed(0)).join(' / ')} → ${rssEnd.map((r) => r.toFixed(0)).join(' / ')} MB; ` +
      `p99 minuto 1 ${p99(minutes[0]!)} ms, último ${p99(minutes.at(-1)!)} ms; erros ${errors}; saldos ≠ extrato ${mismatches}`);
    await db.close();
    return errors === 0 && mismatches === 0 ? 0 : 1;
  } finally {
    primary?.kill('SIGTERM');
    if (primary) await new Promise((r) => primary!.once('exit', r));
  }
}

process.exit(await main());
