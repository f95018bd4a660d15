/**
 * `npm run bench:crash`: crash durability. The real server runs as a child process on a data folder
 * (PGlite, fsync on as in production) and, when TEST_DATABASE_URL or DATABASE_URL is set, on a
 * fresh PostgreSQL database. Clients stream draws (members made through the repositories before
 * the server starts) and operator credits; each answered 200 is written down as acknowledged. The
 * server is killed with SIGKILL mid-stream, restarted on the same data, and then: the database
 * opens, every acknowledged draw and credit is there, and the ledger equals every balance.
 * CRASH_CYCLES (5) cycles per database, CRASH_STREAM_MS (3000): each kill comes at a random moment in the second half of that time.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { draws, pointsLedger } from '../../server/db/schema.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { type BenchMember as Member, freePort, makeMembers, postJson as post, startServer } from './harness.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const STREAM_MS = Number(process.env.CRASH_STREAM_MS ?? 3000);
const CLIENTS = 8;
const OPS_SECRET = 'crash-ops-secret';

interface Target {
  label: string;
  open(): Promise<DatabaseHandle>;
  env: Record<string, string>;
  dispose(): Promise<void>;
}
interface Acknowledged {
  drawIds: number[];
  creditKeys: string[];
}

function startCrashServer(target: Target, dataDir: string, port: number): Promise<ChildProcess> {
  return startServer(port, { ...target.env, DATA_DIR: dataDir, OPS_SECRET, WORKERS: '1', DEMO_AUTO_TASKS: '0', RATE_LIMIT_FACTOR: '1000' });
}

/** Streams until the server dies; returns what was answered 200. */
async function stream(base: string, members: Member[], ack: Acknowledged, stop: { killed: boolean }): Promise<void> {
  const client = async (index: number) => {
    const member = members[index % members.length]!;
    for (let i = 0; !stop.killed; i += 1) {
      try {
        if (i % 2 === 0) {
          const drawn = await post(base, API.lotteryDraw.path, { game: 'wheel', client_key: randomBytes(12).toString('base64url') }, { authorization: `Bearer ${member.token}` });
          if (drawn.status === 200) ack.drawIds.push(Number(drawn.data!.draw_id));
        } else {
          const key = randomBytes(9).toString('base64url');
          const credited = await post(base, OPS_CALLS.creditPoints.path, { user_id: member.id, amount: 7, reason: 'Crash', key }, { 'x-ops-secret': OPS_SECRET });
          if (credited.status === 200) ack.creditKeys.push(`ops:${key}`);
        }
      } catch {
        return; // The server is gone: this answer was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
}

async function check(handle: DatabaseHandle, ack: Acknowledged): Promise<{ lostDraws: number; lostCredits: number; mismatches: number }> {
  const foundDraws = ack.drawIds.length ? await handle.db.select({ id: draws.id }).from(draws).where(inArray(draws.id, ack.drawIds)) : [];
  const foundCredits = ack.creditKeys.length
    ? await handle.db.select({ key: pointsLedger.idempotencyKey }).from(pointsLedger).where(inArray(pointsLedger.idempotencyKey, ack.creditKeys))
    : [];
  return { lostDraws: ack.drawIds.length - foundDraws.length, lostCredits: ack.creditKeys.length - new Set(foundCredits.map((r) => r.key)).size, mismatches: (await findLedgerMismatches(handle.db)).length };
}

async function runTarget(target: Target, dataDir: string): Promise<boolean> {
  const prepared = await target.open();
  await migrateDatabase(prepared);
  await seedDemoContent(prepared.db, { autoTasks: false });
  const members = await makeMembers(prepared, CLIENTS, { prefix: 'crash', chances: 1_000_000 });
  await prepared.close();
  let healthy = true;
  let totalAck = 0;
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const port = await freePort();
    const server = await startCrashServer(target, dataDir, port);
    const ack: Acknowledged = { drawIds: [], creditKeys: [] };
    const stop = { killed: false };
    const traffic = stream(`http://127.0.0.1:${port}`, members, ack, stop);
    await new Promise((r) => setTimeout(r, STREAM_MS * (0.5 + Math.random() / 2)));
    server.kill('SIGKILL');
    stop.killed = true;
    await new Promise((r) => server.once('exit', r));
    await traffic;
    const reopened = await target.open();
    const result = await check(reopened, ack);
    await reopened.close();
    totalAck += ack.drawIds.length + ack.creditKeys.length;
    const fine = result.lostDraws === 0 && result.lostCredits === 0 && result.mismatches === 0;
    healthy &&= fine;
    console.log(`${target.label} ciclo ${cycle}: ${ack.drawIds.length} sorteios e ${ack.creditKeys.length} créditos confirmados; perdidos: ${result.lostDraws} sorteios, ${result.lostCredits} créditos; saldos ≠ extrato: ${result.mismatches} ${fine ? 'OK' : 'FALHOU'}`);
  }
  console.log(`${target.label}: ${CYCLES} kill -9, ${totalAck} escritas confirmadas, ${healthy ? 'nenhuma perdida' : 'PERDA DETECTADA'}\n`);
  return healthy;
}

function pgliteTarget(): Target & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'premia-crash-'));
  return {
    label: 'PGlite (fsync)', dataDir, env: { DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget(adminUrl: string): Target & { dataDir: string } {
  const name = `premia_crash_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
  let created = false;
  return {
    label: 'PostgreSQL', dataDir: mkdtempSync(join(tmpdir(), 'premia-crash-pg-')), env: { DATABASE_URL: url.toString() },
    async open() {
      if (!created) {
        await admin.unsafe(`create database ${name}`);
        created = true;
      }
      return openDatabase({ databaseUrl: url.toString() });
    },
    async dispose() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const targets = [pgliteTarget()];
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) targets.push(postgresTarget(pgUrl));
let allHealthy = true;
for (const target of targets) {
  try {
    allHealthy = (await runTarget(target, target.dataDir)) && allHealthy;
  } finally {
    await target.dispose();
  }
}
process.exit(allHealthy ? 0 : 1);
