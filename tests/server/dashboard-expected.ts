/**
 * The dashboard's figures again, each from a plain SQL over the raw tables (ledger, draws, users,
 * withdrawals, outbox, prizes, periods), written apart from the rollups on purpose: the category
 * by the key's first part, segments by byte length, activity and cohorts from the rows themselves.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/repositories/dashboard-rollup.ts';
import type { TestApp } from './helpers.ts';

export interface Range { from: string; to: string }

const SP = (column: string) => sql.raw(`(${column} at time zone 'America/Sao_Paulo')::date`);
const CATEGORY = sql.raw(`case source when 'wheel' then 'wheel' when 'draw' then 'giftbox' when 'chest' then 'chest'
  when 'invite' then 'invite' when 'share' then 'share' else case split_part(idempotency_key, ':', 1)
  when 'task' then 'task' when 'task-auto' then 'task' when 'redeem' then 'code' when 'redeem-code' then 'code'
  when 'envelopes' then 'rain' when 'ops' then 'manual' when 'ops-member' then 'manual' when 'withdraw' then 'withdrawal'
  when 'withdraw-refund' then 'refund' else 'other' end end`);
const ledger = sql`select ${SP('created_at')} as d, ${CATEGORY} as category, amount, user_id from points_ledger`;
const between = (range: Range) => sql`between ${range.from}::date and ${range.to}::date`;

export async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.db.execute(statement));
}

export const expected = {
  pointsByDay: (t: TestApp, range: Range) => query<{ day: string; category: string; credits: number; debits: number }>(t, sql`
    select to_char(d, 'YYYY-MM-DD') as day, category, coalesce(sum(amount) filter (where amount > 0), 0)::float8 as credits,
      coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as debits
    from (${ledger}) x where d ${between(range)} group by d, category order by 1, 2`),
  entriesByDay: (t: TestApp, range: Range, category: string) => query<{ day: string; n: number; points: number }>(t, sql`
    select to_char(d, 'YYYY-MM-DD') as day, count(*)::int as n, abs(sum(amount))::float8 as points from (${ledger}) x
    where d ${between(range)} and category = ${category} group by d order by 1`),
  balanceUpTo: async (t: TestApp, day: string, inclusive: boolean) => (await query<{ n: number }>(t, sql`
    select coalesce(sum(amount), 0)::float8 as n from (${ledger}) x where ${inclusive ? sql`d <= ${day}::date` : sql`d < ${day}::date`}`))[0]!.n,
  pointsNow: async (t: TestApp) => (await query<{ n: number }>(t, sql`select coalesce(sum(points), 0)::float8 as n from users`))[0]!.n,
  waiting: async (t: TestApp) => (await query<{ count: number; points: number }>(t, sql`
    select count(*)::int as count, coalesce(sum(points), 0)::float8 as points from withdrawals where status in ('progress', 'review')`))[0]!,
  types: (t: TestApp) => query<{ name: string; unit: string; rate: number }>(t, sql`select name, unit, rate from conversion_types where active order by sort, id`),
  drawsByDay: (t: TestApp, range: Range) => query<{ day: string; game: string; draws: number; points: number }>(t, sql`
    select to_char(${SP('created_at')}, 'YYYY-MM-DD') as day, game, count(*)::int as draws,
      coalesce(sum(prize_points) filter (where prize_kind = 'points'), 0)::float8 as points
    from draws where ${SP('created_at')} ${between(range)} group by 1, 2 order by 1, 2`),
  /** Per game: the draws of the current table (same length, same prize at each index drawn, some weight), paid, and the table's mean and variance summed over them. */
  tableCheck: (t: TestApp, range: Range) => query<{ game: string; draws: number; paid: number; expected: number; variance: number }>(t, sql`
    with cur as (select game, id, kind, points, (row_number() over (partition by game order by sort, id) - 1)::int as idx,
        count(*) over (partition by game) as n from prizes where active),
      grp as (select d.game, d.weights, count(*) as draws, coalesce(sum(d.prize_points) filter (where d.prize_kind = 'points'), 0) as paid,
        bool_and(exists (select 1 from cur where cur.game = d.game and cur.idx = d.prize_index and cur.id = d.prize_id)) as same
        from draws d where ${SP('d.created_at')} ${between(range)} group by d.game, d.weights),
      mom as (select g.game, g.weights, g.draws, g.paid,
        sum(w.w * (case when c.kind = 'points' then c.points else 0 end))::float8 / nullif(sum(w.w), 0) as mean,
        sum(w.w * (case when c.kind = 'points' then c.points else 0 end) ^ 2)::float8 / nullif(sum(w.w), 0) as square
        from grp g cross join lateral unnest(g.weights) with ordinality as w(w, i) left join cur c on c.game = g.game and c.idx = w.i - 1
        where g.same and cardinality(g.weights) = (select max(n) from cur where cur.game = g.game) group by g.game, g.weights, g.draws, g.paid)
    select game, sum(draws)::int as draws, sum(paid)::float8 as paid, sum(draws * mean)::float8 as expected,
      sum(draws * greatest(square - mean * mean, 0))::float8 as variance from mom where mean is not null group by game`),
  physical: (t: TestApp, range: Range) => query<{ prize_id: number; won: number; stock: number | null }>(t, sql`
    select d.prize_id::float8 as prize_id, count(*)::int as won, min(p.stock) as stock from draws d join prizes p on p.id = d.prize_id
    where d.prize_kind = 'physical' and ${SP('d.created_at')} ${between(range)} group by d.prize_id order by d.prize_id`),
  channels: (t: TestApp, range: Range, invitedOnly = false) => query<{ channel: string; members: number; drew: number; withdrew: number }>(t, sql`
    select coalesce(u.channel_from, '') as channel, count(*)::int as members,
      count(*) filter (where exists (select 1 from draws d where d.user_id = u.id))::int as drew,
      count(*) filter (where exists (select 1 from withdrawals w where w.user_id = u.id))::int as withdrew
    from users u where ${SP('u.created_at')} ${between(range)} ${invitedOnly ? sql`and u.parent_id is not null` : sql``} group by 1 order by 1`),
  joinedByDay: (t: TestApp, range: Range) => query<{ day: string; members: number }>(t, sql`
    select to_char(${SP('created_at')}, 'YYYY-MM-DD') as day, count(*)::int as members from users where ${SP('created_at')} ${between(range)} group by 1 order by 1`),
  affiliates: (t: TestApp, range: Range) => query<{ inviter_id: number; members: number; drew: number; withdrew: number }>(t, sql`
    select u.parent_id::float8 as inviter_id, count(*)::int as members,
      count(*) filter (where exists (select 1 from draws d where d.user_id = u.id))::int as drew,
      count(*) filter (where exists (select 1 from withdrawals w where w.user_id = u.id))::int as withdrew
    from users u where u.parent_id is not null and ${SP('u.created_at')} ${between(range)} group by u.parent_id
    order by withdrew desc, drew desc, members desc, inviter_id limit 20`),
  /** Members with a draw or an entry of their own (not an operator's change or refund) per day, Monday week or month. */
  active: (t: TestApp, unit: 'day' | 'week' | 'month', range: Range) => query<{ start: string; members: number }>(t, sql`
    with acts as (select user_id, d from (${ledger}) x where category not in ('manual', 'refund')
      union all select user_id, ${SP('created_at')} from draws)
    select to_char(date_trunc(${unit}, d)::date, 'YYYY-MM-DD') as start, count(distinct user_id)::int as members from acts
    where date_trunc(${unit}, d)::date ${between(range)} group by 1 order by 1`),
  cohorts: (t: TestApp, range: Range) => query<{ joined_week: string; active_week: string; members: number }>(t, sql`
    with acts as (select user_id, d from (${ledger}) x where category not in ('manual', 'refund')
      union all select user_id, ${SP('created_at')} from draws)
    select to_char(date_trunc('week', ${SP('u.created_at')})::date, 'YYYY-MM-DD') as joined_week, to_char(date_trunc('week', a.d)::date, 'YYYY-MM-DD') as active_week,
      count(distinct u.id)::int as members
    from acts a join users u on u.id = a.user_id where date_trunc('week', ${SP('u.created_at')})::date ${between(range)} group by 1, 2 order by 1, 2`),
  cohortSizes: (t: TestApp, range: Range) => query<{ joined_week: string; size: number }>(t, sql`
    select to_char(date_trunc('week', ${SP('created_at')})::date, 'YYYY-MM-DD') as joined_week, count(*)::int as size from users
    where ${SP('created_at')} ${between(range)} group by 1 order by 1`),
  messages: (t: TestApp, range: Range) => query<{ channel: string; created: number; sent: number; dead: number; waiting: number; segments: number }>(t, sql`
    select channel, count(*)::int as created, count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'dead')::int as dead,
      count(*) filter (where status in ('pending', 'sending', 'failed'))::int as waiting,
      coalesce(sum(case when octet_length(body) = char_length(body) then case when char_length(body) <= 160 then 1 else ceil(char_length(body) / 153.0) end
        else case when char_length(body) <= 70 then 1 else ceil(char_length(body) / 67.0) end end) filter (where channel = 'sms' and status = 'sent'), 0)::float8 as segments
    from outbox where ${SP('created_at')} ${between(range)} group by channel order by channel`),
  messagesByDay: (t: TestApp, range: Range) => query<{ day: string; channel: string; sent: number; dead: number }>(t, sql`
    select to_char(${SP('created_at')}, 'YYYY-MM-DD') as day, channel, count(*) filter (where status = 'sent')::int as sent,
      count(*) filter (where status = 'dead')::int as dead
    from outbox where ${SP('created_at')} ${between(range)} and status in ('sent', 'dead') group by 1, 2 order by 1, 2`),
  promotions: (t: TestApp, range: Range) => query<{ period_id: number; kind: string; limit: number; used: number }>(t, sql`
    select p.id::float8 as period_id, case m.type when 2 then 'rain' else 'codes' end as kind,
      (case m.type when 2 then p.points_budget else (select sum(max_uses) from redeem_codes c where c.period_id = p.id) end)::float8 as limit,
      (case m.type when 2 then p.points_paid else (select sum(uses) from redeem_codes c where c.period_id = p.id) end)::float8 as used
    from market_periods p join markets m on m.id = p.market_id
    where ${SP('p.starts_at')} <= ${range.to}::date and ${SP('p.ends_at')} >= ${range.from}::date
      and ((m.type = 2 and p.points_budget is not null) or (m.type = 1 and exists (select 1 from redeem_codes c where c.period_id = p.id)))
    order by p.id`),
};
