/**
 * What the "Painel" reads: the rollups (db/tables/dashboard.ts) for a range of São Paulo days, and
 * the few live figures that are small by nature (withdrawals waiting through their status index,
 * the periods and their counters, the prize table, the outbox's open tail).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { OUTBOX_OPEN, rowsOf, SMS_SEGMENTS, SP_ZONE } from './dashboard-rollup.ts';

export interface DayRange {
  from: string;
  to: string;
}

const inRange = (column: string, range: DayRange) => sql`${sql.raw(column)} between ${range.from}::date and ${range.to}::date`;
const dayText = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export async function lastRun(db: Executor): Promise<string | null> {
  const [row] = await rows<{ at: string | null }>(db, sql`select to_char(max(ran_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from dash_watermarks`);
  return row?.at ?? null;
}

export interface CategoryDay { day: string; category: string; credits: number; debits: number; entries: number }

export async function pointsByDay(db: Executor, range: DayRange): Promise<CategoryDay[]> {
  return rows(db, sql`select ${dayText('day')} as day, category, sum(credits)::float8 as credits, sum(debits)::float8 as debits, sum(entries)::int as entries
    from dash_points_daily where ${inRange('day', range)} group by day, category order by day, category`);
}

/** The members' points at the start of `from`: every entry before it (the balance is the ledger's sum). */
export async function balanceBefore(db: Executor, from: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select coalesce(sum(credits - debits), 0)::float8 as n from dash_points_daily where day < ${from}::date`);
  return row?.n ?? 0;
}

export async function activeWithdrawalTypes(db: Executor): Promise<{ name: string; unit: string; rate: number }[]> {
  return rows(db, sql`select name, unit, rate from conversion_types where active order by sort, id`);
}

/** Waiting for a decision: in the payout queue, or held by a risk rule (their points are reserved either way). */
export async function withdrawalsWaiting(db: Executor): Promise<{ count: number; points: number; oldest: string | null }> {
  const [row] = await rows<{ count: number; points: number; oldest: string | null }>(db, sql`
    select count(*)::int as count, coalesce(sum(points), 0)::float8 as points,
      to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest
    from withdrawals where status in ('progress', 'review')`);
  return row ?? { count: 0, points: 0, oldest: null };
}

export interface DrawGroup { day: string; game: string; weights: string; prizeIndex: number; prizeId: number; prizeKind: string; draws: number; points: number }

export async function drawsByDay(db: Executor, range: DayRange): Promise<DrawGroup[]> {
  return rows(db, sql`select ${dayText('day')} as day, game, weights, prize_index as "prizeIndex", prize_id::float8 as "prizeId",
      min(prize_kind) as "prizeKind", sum(draws)::int as draws, sum(points)::float8 as points
    from dash_draws_daily where ${inRange('day', range)} group by day, game, weights, prize_index, prize_id order by day, game`);
}

export interface TablePrize { id: number; game: string; kind: string; label: string; points: number; stock: number | null }

/** Every game's active prizes in draw order (repositories/rewards.ts listActivePrizes' order). */
export async function currentPrizes(db: Executor): Promise<TablePrize[]> {
  return rows(db, sql`select id::float8 as id, game, kind, label, points, stock from prizes where active order by game, sort, id`);
}

export async function prizesById(db: Executor, ids: number[]): Promise<TablePrize[]> {
  if (ids.length === 0) return [];
  return rows(db, sql`select id::float8 as id, game, kind, label, points, stock from prizes where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export interface Funnel { members: number; drew: number; withdrew: number }
const FUNNEL = sql`count(*)::int as members, count(first_draw_day)::int as drew, count(first_withdrawal_day)::int as withdrew`;

export interface Joined {
  channels: (Funnel & { channel: string })[];
  days: { day: string; members: number }[];
  invited: Funnel;
}

type JoinedGroup = Funnel & { channel: string; day: string; inv_members: number; inv_drew: number; inv_withdrew: number };

const addFunnel = (total: Funnel | undefined, add: Funnel): Funnel =>
  ({ members: (total?.members ?? 0) + add.members, drew: (total?.drew ?? 0) + add.drew, withdrew: (total?.withdrew ?? 0) + add.withdrew });

/**
 * Members who joined in the range per channel and per day, and those of them with an inviter: one
 * read of the range's member facts, grouped by day and channel (a few hundred groups) and summed
 * here, rather than one read per figure.
 */
export async function joinedInRange(db: Executor, range: DayRange): Promise<Joined> {
  const groups = await rows<JoinedGroup>(db, sql`
    select channel, ${dayText('joined_day')} as day, ${FUNNEL},
      (count(*) filter (where inviter_id is not null))::int as inv_members,
      (count(first_draw_day) filter (where inviter_id is not null))::int as inv_drew,
      (count(first_withdrawal_day) filter (where inviter_id is not null))::int as inv_withdrew
    from dash_members where ${inRange('joined_day', range)} group by joined_day, channel`);
  const perChannel = new Map<string, Funnel>();
  const perDay = new Map<string, number>();
  let invited: Funnel = { members: 0, drew: 0, withdrew: 0 };
  for (const group of groups) {
    perChannel.set(group.channel, addFunnel(perChannel.get(group.channel), group));
    perDay.set(group.day, (perDay.get(group.day) ?? 0) + group.members);
    invited = addFunnel(invited, { members: group.inv_members, drew: group.inv_drew, withdrew: group.inv_withdrew });
  }
  const channels = [...perChannel].map(([channel, funnel]) => ({ channel, ...funnel }))
    .sort((a, b) => b.members - a.members || (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0));
  return { channels, days: [...perDay].map(([day, members]) => ({ day, members })), invited };
}

/** The inviters whose friends went furthest: withdrawals first, then draws, then registrations. */
export async function topAffiliates(db: Executor, range: DayRange, limit: number): Promise<(Funnel & { inviter_id: number; username: string })[]> {
  // The top ones first, then their names: a name looked up per inviter of the range cost ~0.4 s on 100 000 members.
  return rows(db, sql`select f.inviter_id::float8 as inviter_id, u.username, f.members, f.drew, f.withdrew from (
      select inviter_id, ${FUNNEL} from dash_members where ${inRange('joined_day', range)} and inviter_id is not null group by inviter_id
      order by withdrew desc, drew desc, members desc, inviter_id limit ${limit}
    ) f join users u on u.id = f.inviter_id order by f.withdrew desc, f.drew desc, f.members desc, f.inviter_id`);
}

export async function activeCounts(db: Executor, period: 'day' | 'week' | 'month', range: DayRange): Promise<{ start: string; members: number }[]> {
  return rows(db, sql`select ${dayText('start')} as start, members from dash_active_counts
    where period = ${period} and ${inRange('start', range)} order by start`);
}

export async function cohortCells(db: Executor, range: DayRange): Promise<{ joined_week: string; active_week: string; members: number }[]> {
  return rows(db, sql`select ${dayText('joined_week')} as joined_week, ${dayText('active_week')} as active_week, members from dash_cohorts
    where ${inRange('joined_week', range)} order by joined_week, active_week`);
}

/** Members who joined in each registration week of the range (weeks start on Monday). */
export async function cohortSizes(db: Executor, range: DayRange): Promise<{ joined_week: string; size: number }[]> {
  // Per day first, then per week: date_trunc on each member's day (through a timestamp) was most of the time.
  return rows(db, sql`select ${dayText("date_trunc('week', d)::date")} as joined_week, sum(n)::int as size from (
      select joined_day as d, count(*) as n from dash_members
      where joined_day between date_trunc('week', ${range.from}::date)::date and ${range.to}::date group by joined_day
    ) s group by 1`);
}

export interface MessageDay { day: string; channel: 'sms' | 'email'; status: string; messages: number; segments: number }

/** Settled messages from the rollup, and the ones past its watermark read live (open ones among them). */
export async function messagesByDay(db: Executor, range: DayRange): Promise<MessageDay[]> {
  const settled = sql`select day, channel, status, messages::float8 as messages, segments::float8 as segments from dash_outbox_daily where ${inRange('day', range)}`;
  const tail = sql`select (o.created_at at time zone ${sql.raw(`'${SP_ZONE}'`)})::date as day, o.channel, o.status, 1::float8 as messages,
      (case when o.channel = 'sms' and o.status = 'sent' then ${SMS_SEGMENTS} else 0 end)::float8 as segments
    from outbox o where o.id > (select coalesce(max(settled_id), 0) from dash_watermarks where name = 'outbox')`;
  return rows(db, sql`select ${dayText('day')} as day, channel, case when status in ${OUTBOX_OPEN} then 'waiting' else status end as status,
      sum(messages)::float8 as messages, sum(segments)::float8 as segments
    from (${settled} union all ${tail}) m where ${inRange('day', range)} group by 1, 2, 3`);
}

export interface PromoRow {
  periodId: number; type: number; title: string; startsAt: string; endsAt: string; points: number;
  budget: number | null; paid: number; paidSince: string | null; codeLimit: number; codeUses: number;
}

/** Rains with a budget and code batches whose period overlaps the range, with their own counters. */
export async function promotions(db: Executor, range: DayRange): Promise<PromoRow[]> {
  const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  return rows(db, sql`select p.id::float8 as "periodId", m.type, m.title, ${iso('p.starts_at')} as "startsAt", ${iso('p.ends_at')} as "endsAt",
      p.points, p.points_budget as budget, p.points_paid as paid, ${iso('p.paid_since')} as "paidSince",
      coalesce(c.max_uses, 0)::float8 as "codeLimit", coalesce(c.uses, 0)::float8 as "codeUses"
    from market_periods p join markets m on m.id = p.market_id
    left join (select period_id, sum(max_uses) as max_uses, sum(uses) as uses from redeem_codes group by period_id) c on c.period_id = p.id
    where (p.starts_at at time zone ${sql.raw(`'${SP_ZONE}'`)})::date <= ${range.to}::date
      and (p.ends_at at time zone ${sql.raw(`'${SP_ZONE}'`)})::date >= ${range.from}::date
      and ((m.type = 2 and p.points_budget is not null) or (m.type = 1 and c.max_uses is not null))
    order by p.ends_at, p.id`);
}
