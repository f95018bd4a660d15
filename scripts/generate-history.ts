/**
 * `npm run db:generate-history`: adds a realistic, fictional history to the configured database
 * (DATABASE_URL, or the PGlite in DATA_DIR — stop the server first), so every part of the
 * operators' "Painel" has data: members from several channels and invites, ledger entries of every
 * kind, draws of each game, rain claims, withdrawals in each state, outbox messages. Set-based
 * statements (scripts/history/*), one transaction; then the dashboard's rollup until caught up.
 * HISTORY_MEMBERS (100 000), HISTORY_LEDGER_ROWS (50 per member), HISTORY_DAYS (90).
 * Refused in production, as db:seed-demo.
 */
import { sql } from 'drizzle-orm';
import { readServerConfig } from '../server/config.ts';
import { type Database, type Executor, openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/migrate.ts';
import { seedDemoContent } from '../server/db/seed.ts';
import { rowsOf } from '../server/repositories/dashboard-rollup.ts';
import { runDashboardRollup } from '../server/services/dashboard-rollup.ts';
import { readMode } from '../server/settings/mode.ts';
import { eventsSql, ledgerRowsSql, tablesSql, withdrawalsSql } from './history/ledger-sql.ts';
import { membersSql, outboxSql, rainSql } from './history/members-sql.ts';
import { eventsFor, type HistoryPlan, readPlan } from './history/plan.ts';
import { readSlices } from './history/slices.ts';
import { insertRowsSql, invariantSql, sequencesSql } from './history/rows-sql.ts';

function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function one<T>(db: Executor, statement: string): Promise<T> {
  return rowsOf<T>(await db.execute(sql.raw(statement)))[0]!;
}

async function runSteps(db: Executor, label: string, statements: string[]): Promise<void> {
  const started = performance.now();
  for (const statement of statements) await db.execute(sql.raw(statement));
  console.log(`  ${label}: ${seconds(started)}`);
}

/** The next free id of a table whose rows this run numbers itself (locked until the end). */
async function baseOf(db: Executor, table: string): Promise<number> {
  await db.execute(sql.raw(`lock table ${table} in exclusive mode`));
  const row = await one<{ n: string | number }>(db, `select coalesce(max(id), 0) as n from ${table}`);
  return Number(row.n);
}

async function generate(db: Database, plan: HistoryPlan): Promise<void> {
  await db.transaction(async (tx) => {
    const slices = await readSlices(tx);
    const events = eventsFor(plan, slices.pointsShare);
    if (process.env.DATABASE_URL) await tx.execute(sql.raw("set local work_mem = '256MB'"));
    await runSteps(tx, 'membros, convites', membersSql(plan, events));
    await runSteps(tx, 'mensagens', outboxSql(plan));
    await runSteps(tx, 'chuvas', rainSql(plan));
    await runSteps(tx, 'eventos', [...tablesSql(slices.prizes, slices.games, slices.types), ...eventsSql(plan)]);
    const ledgerBase = await baseOf(tx, 'points_ledger');
    await runSteps(tx, 'saques', withdrawalsSql(plan, await baseOf(tx, 'withdrawals')));
    await runSteps(tx, 'linhas do extrato', ledgerRowsSql(ledgerBase));
    await runSteps(tx, 'gravação', [...insertRowsSql(plan), ...sequencesSql()]);
    const check = await one<{ broken: number; members: number }>(tx, invariantSql());
    if (check.broken > 0) throw new Error(`${check.broken} membros com pontos diferentes da soma do extrato: nada foi gravado`);
    console.log(`  invariante: pontos = soma do extrato, nenhum saldo negativo (${check.members} membros conferidos)`);
  });
}

async function counts(db: Executor, plan: HistoryPlan): Promise<string> {
  const row = await one<Record<string, number>>(db, `select
    (select count(*)::int from users where username like '%\\_${plan.tag}') as members,
    (select count(*)::int from points_ledger l join users u on u.id = l.user_id where u.username like '%\\_${plan.tag}') as ledger,
    (select count(*)::int from draws) as draws, (select count(*)::int from withdrawals) as withdrawals,
    (select count(*)::int from rain_claims) as claims, (select count(*)::int from outbox) as outbox, (select count(*)::int from invites) as invites`);
  return `${row.members} membros, ${row.ledger} linhas do extrato; no banco: ${row.draws} sorteios, ${row.withdrawals} saques, ${row.claims} envelopes, ${row.invites} convites, ${row.outbox} mensagens`;
}

/** Rollup runs until every watermark stops moving (each reads at most a batch past the last). */
async function rollUp(db: Database): Promise<number> {
  let runs = 0;
  let last = '';
  for (;;) {
    await runDashboardRollup(db, { settleMs: 0 });
    runs += 1;
    const marks = JSON.stringify(rowsOf(await db.execute(sql`select name, settled_id from dash_watermarks order by name`)));
    if (marks === last) return runs;
    last = marks;
  }
}

const VACUUMED = [
  'users', 'points_ledger', 'draws', 'withdrawals', 'outbox', 'invites', 'rain_claims', 'market_periods',
  'dash_members', 'dash_active', 'dash_active_counts', 'dash_cohorts', 'dash_points_daily', 'dash_draws_daily', 'dash_outbox_daily',
];

let mode;
try {
  mode = readMode(process.env);
} catch (error) {
  refuse(`Configuração inválida: ${(error as Error).message}`);
}
if (mode === 'production') refuse('db:generate-history recusado: PREMIA_MODE=production nunca recebe dados fictícios.');

const config = readServerConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pool: 1, dataDir: config.dataDir });
try {
  const started = performance.now();
  await migrateDatabase(database);
  await seedDemoContent(database.db);
  const clock = await one<{ now: string }>(database.db, `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as now`);
  const plan = readPlan(process.env, clock.now);
  console.log(`${database.description}: histórico ${plan.tag} de ${plan.days} dias, ${plan.members} membros, ~${plan.ledgerRows} linhas do extrato`);
  await generate(database.db, plan);
  console.log(`  gerado em ${seconds(started)}: ${await counts(database.db, plan)}`);
  const rollupStarted = performance.now();
  const runs = await rollUp(database.db);
  console.log(`  rollup do painel: ${runs} execuções, ${seconds(rollupStarted)}`);
  // What autovacuum would do in a while: fresh statistics and visibility, so the Painel is measured as it runs in use.
  const vacuumStarted = performance.now();
  for (const table of VACUUMED) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`  vacuum analyze: ${seconds(vacuumStarted)}`);
  console.log(`Pronto em ${seconds(started)}.`);
} finally {
  await database.close();
}
