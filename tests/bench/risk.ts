/**
 * `npm run bench:risk`: the risk rules on a generated history, on PostgreSQL (TEST_DATABASE_URL or
 * DATABASE_URL) and PGlite (BENCH_DATABASES chooses). RISK_MEMBERS (10,000) members, each with a
 * device, an e-mail and a Pix key, 5 % of them in farms of 10 sharing a device and a key; and
 * RISK_EVENTS (1,000,000) rows of history: withdrawals over the last 60 days (half of them in the
 * last 30) and the ledger entries that paid them. Prints:
 * - the 30-day test of a rule (`riskTestRule`, through the real HTTP call), p50 and max of 5 runs;
 * - what the rules add to a withdrawal: the wallet reads their facts while the withdrawal
 *   password's hash is checked (services/wallet.ts `admit`), so per member, taking turns, that
 *   step with the reads (`gatherWithdrawalFacts` beside `checkWithdrawalPassword`) against the
 *   password check alone, p50/p99 over 1,000 members; the verdict itself (`judgeGathered`, no I/O);
 * - the reads alone, one after the other, against the same members' one-statement balance read.
 */
import { sql } from 'drizzle-orm';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { buildApp } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { seedDemoContent } from '../../server/db/seed.ts';
import { gatherWithdrawalFacts, judgeGathered, judgeWithdrawal } from '../../server/services/risk-rules.ts';
import { checkWithdrawalPassword } from '../../server/services/withdrawal-password.ts';
import { hashPassword } from '../../server/security/passwords.ts';
import { currentPoints } from '../../server/repositories/users.ts';
import { groupMarks } from '../../server/repositories/risk.ts';
import { withdrawalFacts } from '../../server/repositories/risk-facts.ts';
import { onEachDatabase, percentile } from './harness.ts';

const MEMBERS = Number(process.env.RISK_MEMBERS ?? 10_000);
const EVENTS = Number(process.env.RISK_EVENTS ?? 1_000_000);
const OPS_SECRET = 'bench-risk-secret';
const WITHDRAWAL_PASSWORD = '246810';

async function generate(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const withdrawals = Math.floor(EVENTS / 2);
  // Members: farm members (the first 5 %) share a device and a key per 10.
  await handle.db.execute(sql`
    insert into users (username, password_hash, phone, email, nickname, points, created_at)
    select 'risco' || i, 'x', '11' || lpad(i::text, 9, '0'), 'risco' || i || '@exemplo.com.br', 'risco' || i, 1000000, now() - (i % 400) * interval '1 day'
    from generate_series(1, ${MEMBERS}) i`);
  await handle.db.execute(sql`
    insert into risk_marks (kind, value, user_id)
    select 'device', case when n <= ${MEMBERS / 20} then 'farm-' || (n / 10) else 'dev-' || n end, id from (select id, row_number() over (order by id) n from users where username like 'risco%') u
    union all
    select 'pix', case when n <= ${MEMBERS / 20} then 'farm-key-' || (n / 10) else 'key-' || n end, id from (select id, row_number() over (order by id) n from users where username like 'risco%') u
    union all
    select 'email', email, id from users where username like 'risco%'`);
  await handle.db.execute(sql`insert into wallets (user_id, account, password_hash) select user_id, value, ${await hashPassword(WITHDRAWAL_PASSWORD)} from risk_marks where kind = 'pix'`);
  // Each withdrawal with the ledger entry that reserved it (the invariant holds: the members' points were set to match below).
  await handle.db.execute(sql`
    with picked as (
      select g, u.id as user_id, w.account, now() - (g % 60) * interval '1 day' - (g % 86400) * interval '1 second' as at
      from generate_series(1, ${withdrawals}) g
      join lateral (select id from users where username = 'risco' || (1 + g % ${MEMBERS})) u on true
      join wallets w on w.user_id = u.id
    ), entries as (
      insert into points_ledger (user_id, amount, source, reason, idempotency_key, balance_after, created_at)
      select user_id, -100, 'other', 'Saque', 'bench-withdraw:' || g, 0, at from picked returning id, user_id, idempotency_key
    )
    insert into withdrawals (user_id, request_key, conversion_type_id, type_name, platform, unit, account, amount, points, status, debit_entry_id, created_at)
    select p.user_id, 'bench-' || p.g, (select min(id) from conversion_types), 'Pix', 'Pix', 'R$', p.account, 1, 100, 'success', e.id, p.at
    from picked p join entries e on e.idempotency_key = 'bench-withdraw:' || p.g`);
  await handle.db.execute(sql`update users u set points = 1000000 + coalesce((select sum(amount) from points_ledger l where l.user_id = u.id), 0) where username like 'risco%'`);
  await handle.db.execute(sql`
    insert into points_ledger (user_id, amount, source, reason, idempotency_key, balance_after, created_at)
    select id, 1000000, 'other', 'Saldo inicial', 'bench-start', 0, created_at from users where username like 'risco%'`);
  await handle.db.execute(sql`analyze`);
  console.log(`  história: ${MEMBERS.toLocaleString('pt-BR')} membros, ${withdrawals.toLocaleString('pt-BR')} saques + ${withdrawals.toLocaleString('pt-BR')} lançamentos em ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function bench(label: string, handle: DatabaseHandle): Promise<boolean> {
  console.log(`\n${label}`);
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
  await generate(handle);
  const app = await buildApp({ db: handle.db, logger: false, opsSecret: OPS_SECRET });
  try {
    const times: number[] = [];
    let summary = '';
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST', url: OPS_CALLS.riskTestRule.path, headers: { 'x-ops-secret': OPS_SECRET },
        payload: { condition: 'pix_compartilhado >= 1 ou contas_por_pix_30d >= 3', outcome: 'hold' },
      });
      times.push(performance.now() - started);
      const body = res.json() as { data: { summary: string; withdrawals_judged: number } };
      summary = `${body.data.summary} (de ${body.data.withdrawals_judged.toLocaleString('pt-BR')} julgados)`;
    }
    times.sort((a, b) => a - b);
    console.log(`  teste de 30 dias: p50 ${percentile(times, 50).toFixed(0)} ms, máx ${times.at(-1)!.toFixed(0)} ms — ${summary}`);

    const ids = (await handle.db.execute(sql`select id, (select account from wallets w where w.user_id = u.id) as account from users u where username like 'risco%' order by random() limit 1000`));
    const rows = (Array.isArray(ids) ? ids : (ids as { rows: unknown[] }).rows) as { id: string | number; account: string }[];
    const judge: number[] = [];
    const baseline: number[] = [];
    const parts = { marks: [] as number[], facts: [] as number[] };
    const step = { withRules: [] as number[], passwordAlone: [] as number[], verdict: [] as number[] };
    const ctx = { db: handle.db, now: () => new Date() };
    for (const [i, row] of rows.entries()) {
      const asked = { userId: Number(row.id), account: row.account, ip: '10.0.0.1', now: new Date() };
      // Taking turns, so a slower moment of the machine falls on both sides.
      const timeWithRules = async () => {
        const started = performance.now();
        const [gathered] = await Promise.all([gatherWithdrawalFacts(handle.db, asked), checkWithdrawalPassword(ctx, asked.userId, WITHDRAWAL_PASSWORD)]);
        step.withRules.push(performance.now() - started);
        const judged = performance.now();
        judgeGathered(gathered, { ...asked, points: 100 });
        step.verdict.push(performance.now() - judged);
      };
      const timeAlone = async () => {
        const started = performance.now();
        await checkWithdrawalPassword(ctx, asked.userId, WITHDRAWAL_PASSWORD);
        step.passwordAlone.push(performance.now() - started);
      };
      if (i % 2 === 0) { await timeWithRules(); await timeAlone(); } else { await timeAlone(); await timeWithRules(); }
      let started = performance.now();
      await groupMarks(handle.db, asked.userId);
      parts.marks.push(performance.now() - started);
      started = performance.now();
      await withdrawalFacts(handle.db, asked);
      parts.facts.push(performance.now() - started);
      started = performance.now();
      await judgeWithdrawal(handle.db, { ...asked, points: 100 });
      judge.push(performance.now() - started);
      started = performance.now();
      await currentPoints(handle.db, asked.userId);
      baseline.push(performance.now() - started);
    }
    for (const list of [judge, baseline, parts.marks, parts.facts, step.withRules, step.passwordAlone, step.verdict]) list.sort((a, b) => a - b);
    const ms = (list: number[], p: number) => percentile(list, p).toFixed(2);
    console.log(`  senha de saque + leituras das regras: p50 ${ms(step.withRules, 50)} ms, p99 ${ms(step.withRules, 99)} ms; ` +
      `senha sozinha: p50 ${ms(step.passwordAlone, 50)} ms, p99 ${ms(step.passwordAlone, 99)} ms; ` +
      `acréscimo p50 ${(percentile(step.withRules, 50) - percentile(step.passwordAlone, 50)).toFixed(2)} ms, p99 ${(percentile(step.withRules, 99) - percentile(step.passwordAlone, 99)).toFixed(2)} ms; ` +
      `veredito (sem E/S) p99 ${percentile(step.verdict, 99).toFixed(3)} ms`);
    console.log(`  partes, uma de cada vez: contas ligadas p50 ${ms(parts.marks, 50)} ms, p99 ${ms(parts.marks, 99)} ms; ` +
      `fatos do saque com as contas ligadas (uma instrução) p50 ${ms(parts.facts, 50)} ms, p99 ${ms(parts.facts, 99)} ms`);
    console.log(`  leituras e veredito em sequência: p50 ${ms(judge, 50)} ms, p99 ${ms(judge, 99)} ms; ` +
      `linha de base (ler o saldo): p50 ${ms(baseline, 50)} ms, p99 ${ms(baseline, 99)} ms`);
    return true;
  } finally {
    await app.close();
  }
}

process.exit((await onEachDatabase('premia-risk', [{ label: 'PGlite (memória do disco)', durable: false }], bench)) ? 0 : 1);
