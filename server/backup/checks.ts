/**
 * What a restored dump must satisfy before anyone trusts it (the drill, npm run backup:drill):
 * the ledger equals the balances, no draw or envelope was given beyond what the rules allowed,
 * and every upload row still has its files in the upload storage. Each check reads the database
 * through a handle and answers a pass/fail with the first offenders, so a server test can run them
 * on a database it corrupted on purpose.
 */
import { sql } from 'drizzle-orm';
import { REWARD_TIME_ZONE } from '../../src/domain/contract/rewards.ts';
import type { Executor } from '../db/client.ts';
import { draws, pointsLedger, uploads, users, withdrawals } from '../db/schema.ts';
import { findLedgerMismatches } from '../repositories/ledger.ts';
import type { UploadStorage } from '../storage/storage.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  /** The first offenders, one line each (empty when the check passed). */
  problems: string[];
}

/** How many offenders a failed check lists: enough to start looking, short enough to read. */
const SHOWN = 10;

const check = (name: string, problems: string[]): CheckResult => ({ name, ok: problems.length === 0, problems: problems.slice(0, SHOWN) });

/** Rows of the main tables, to compare a restore with what the service shows. */
export async function countRows(db: Executor): Promise<Array<{ table: string; rows: number }>> {
  return [
    { table: 'membros (users)', rows: await db.$count(users) },
    { table: 'lançamentos (points_ledger)', rows: await db.$count(pointsLedger) },
    { table: 'sorteios (draws)', rows: await db.$count(draws) },
    { table: 'saques (withdrawals)', rows: await db.$count(withdrawals) },
    { table: 'uploads', rows: await db.$count(uploads) },
  ];
}

/** (a) For every member, the sum of the ledger entries equals users.points. */
export async function checkLedgerEqualsBalances(db: Executor): Promise<CheckResult> {
  const mismatches = await findLedgerMismatches(db);
  return check('razão = saldos', mismatches.map((m) => `membro ${m.userId}: saldo ${m.points}, soma do razão ${m.ledger}`));
}

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * (b) Draws: per member and game, the draw numbers are 1…n with n the chance row's draw count
 * (the unique index makes them distinct, so min 1 and max = count = draw_count means no gap and
 * no draw the chance row did not count).
 */
export async function checkDrawNumbers(db: Executor): Promise<CheckResult> {
  const rows = await rowsOf<{ user_id: number; game: string; drawn: number; first: number | null; last: number | null; counted: number | null }>(db, sql`
    with drawn as (
      select user_id, game, count(*)::int as drawn, min(draw_number) as first, max(draw_number) as last from draws group by user_id, game
    )
    select coalesce(d.user_id, c.user_id) as user_id, coalesce(d.game, c.game) as game,
      coalesce(d.drawn, 0) as drawn, d.first, d.last, c.draw_count as counted
    from drawn d full join draw_chances c on c.user_id = d.user_id and c.game = d.game
    where coalesce(d.drawn, 0) <> coalesce(c.draw_count, -1) or (d.drawn > 0 and (d.first <> 1 or d.last <> d.drawn))
    order by 1, 2`);
  return check('sorteios numerados 1…n conforme as chances', rows.map((r) =>
    `membro ${r.user_id}, ${r.game}: ${r.drawn} sorteios (números ${r.first ?? '-'}…${r.last ?? '-'}), linha de chances conta ${r.counted ?? 'nenhuma'}`));
}

/**
 * (b) Chances: a draw uses the day's free chances first (São Paulo day), so the draws of a day
 * beyond the game's daily_free used extra chances; all of them together can never exceed the
 * extra chances granted minus those still left. Assumes daily_free was not lowered since those
 * draws (a lowered allowance makes old days look over-drawn: check before trusting a failure).
 */
export async function checkChancesNotOverdrawn(db: Executor): Promise<CheckResult> {
  const rows = await rowsOf<{ user_id: number; game: string; beyond_daily: number; granted: number; extra_left: number }>(db, sql`
    with per_day as (
      select d.user_id, d.game, count(*)::int as drawn
      from draws d group by d.user_id, d.game, (d.created_at at time zone ${REWARD_TIME_ZONE})::date
    ), beyond as (
      select p.user_id, p.game, sum(greatest(p.drawn - g.daily_free, 0))::int as beyond_daily
      from per_day p join reward_games g on g.game = p.game group by p.user_id, p.game
    ), granted as (
      select user_id, game, sum(amount)::int as granted from chance_grants group by user_id, game
    )
    select b.user_id, b.game, b.beyond_daily, coalesce(gr.granted, 0) as granted, coalesce(c.extra, 0) as extra_left
    from beyond b
    left join granted gr on gr.user_id = b.user_id and gr.game = b.game
    left join draw_chances c on c.user_id = b.user_id and c.game = b.game
    where b.beyond_daily > coalesce(gr.granted, 0) - coalesce(c.extra, 0)
    order by 1, 2`);
  return check('nenhum sorteio além das chances', rows.map((r) =>
    `membro ${r.user_id}, ${r.game}: ${r.beyond_daily} sorteios além das diárias, mas só ${r.granted - r.extra_left} chances extras usadas (${r.granted} dadas, ${r.extra_left} restam)`));
}

/** (b) Envelope rain: per member and rain, at most envelope_cap envelopes, credited exactly what they are worth. */
export async function checkRainClaims(db: Executor): Promise<CheckResult> {
  const rows = await rowsOf<{ user_id: number; period_id: number; claims: number; cap: number; claimed_points: number; credited: number }>(db, sql`
    with claimed as (
      select user_id, period_id, count(*)::int as claims, sum(points)::int as claimed_points from rain_claims group by user_id, period_id
    ), credited as (
      select user_id, split_part(idempotency_key, ':', 2)::bigint as period_id, sum(amount)::int as credited
      from points_ledger where idempotency_key like 'envelopes:%' group by 1, 2
    )
    select coalesce(c.user_id, l.user_id) as user_id, coalesce(c.period_id, l.period_id) as period_id,
      coalesce(c.claims, 0) as claims, coalesce(p.envelope_cap, 0) as cap, coalesce(c.claimed_points, 0) as claimed_points, coalesce(l.credited, 0) as credited
    from claimed c full join credited l on l.user_id = c.user_id and l.period_id = c.period_id
    left join market_periods p on p.id = coalesce(c.period_id, l.period_id)
    where coalesce(c.claims, 0) > coalesce(p.envelope_cap, 0) or coalesce(c.claimed_points, 0) <> coalesce(l.credited, 0)
    order by 1, 2`);
  return check('chuva de envelopes dentro do limite', rows.map((r) =>
    `membro ${r.user_id}, chuva ${r.period_id}: ${r.claims} envelopes (limite ${r.cap}), valem ${r.claimed_points}, creditados ${r.credited}`));
}

/** (b) Redeem codes: each credit `redeem:<period>` matches the member's one redemption of that code, same points. */
export async function checkRedemptions(db: Executor): Promise<CheckResult> {
  const rows = await rowsOf<{ user_id: number; period_id: number; redeemed: number | null; credited: number | null }>(db, sql`
    with credited as (
      select user_id, split_part(idempotency_key, ':', 2)::bigint as period_id, sum(amount)::int as credited, count(*)::int as entries
      from points_ledger where idempotency_key like 'redeem:%' group by 1, 2
    )
    select coalesce(r.user_id, l.user_id) as user_id, coalesce(r.period_id, l.period_id) as period_id, r.points as redeemed, l.credited
    from market_redemptions r full join credited l on l.user_id = r.user_id and l.period_id = r.period_id
    where r.points is distinct from l.credited or l.entries > 1
    order by 1, 2`);
  return check('códigos resgatados uma vez', rows.map((r) =>
    `membro ${r.user_id}, código do período ${r.period_id}: resgate ${r.redeemed ?? 'nenhum'}, crédito ${r.credited ?? 'nenhum'}`));
}

/** (c) Every upload row has its image and its thumbnail in the upload storage. */
export async function checkUploadsStored(db: Executor, storage: UploadStorage): Promise<CheckResult> {
  const problems: string[] = [];
  const rows = await db.select({ id: uploads.id, name: uploads.name, thumbName: uploads.thumbName }).from(uploads).orderBy(uploads.id);
  for (const row of rows) {
    for (const name of [row.name, row.thumbName]) {
      if ((await storage.get(name)) === null) problems.push(`upload ${row.id}: falta o arquivo ${name}`);
    }
  }
  return check('todo upload tem seus arquivos', problems);
}

/** Every check, in the order the drill prints them. */
export async function runChecks(db: Executor, storage: UploadStorage): Promise<CheckResult[]> {
  return [
    await checkLedgerEqualsBalances(db),
    await checkDrawNumbers(db),
    await checkChancesNotOverdrawn(db),
    await checkRainClaims(db),
    await checkRedemptions(db),
    await checkUploadsStored(db, storage),
  ];
}
