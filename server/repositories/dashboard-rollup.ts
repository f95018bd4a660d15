/**
 * The statements of the dashboard's rollup run (services/dashboard-rollup.ts). Each reads only
 * rows past a watermark of its source table; the day of a row is its São Paulo day.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export const SP_ZONE = 'America/Sao_Paulo';
const spDay = (column: SQL) => sql`(${column} at time zone ${sql.raw(`'${SP_ZONE}'`)})::date`;

/**
 * What a ledger entry is. The games, invites and shares have their own source; the rest share
 * `other` and are told apart by the key their flow writes (services/*: `task:`, `task-auto:`,
 * `redeem:`, `redeem-code:`, `envelopes:`, `ops:`, `ops-member:`, `withdraw:`, `withdraw-refund:`).
 */
export const LEDGER_CATEGORY = sql`case
  when l.source = 'wheel' then 'wheel' when l.source = 'draw' then 'giftbox' when l.source = 'chest' then 'chest'
  when l.source = 'invite' then 'invite' when l.source = 'share' then 'share'
  when l.idempotency_key like 'task:%' or l.idempotency_key like 'task-auto:%' then 'task'
  when l.idempotency_key like 'redeem:%' or l.idempotency_key like 'redeem-code:%' then 'code'
  when l.idempotency_key like 'envelopes:%' then 'rain'
  when l.idempotency_key like 'ops:%' or l.idempotency_key like 'ops-member:%' then 'manual'
  when l.idempotency_key like 'withdraw-refund:%' then 'refund'
  when l.idempotency_key like 'withdraw:%' then 'withdrawal'
  else 'other' end`;

/** Entries an operator made (a manual change, a refused withdrawal's refund) are not the member's activity. */
const OPERATOR_CATEGORIES = sql`('manual', 'refund')`;

export type RollupSource = 'ledger' | 'draws' | 'users' | 'withdrawals' | 'outbox';
const TABLE_OF: Record<RollupSource, string> = { ledger: 'points_ledger', draws: 'draws', users: 'users', withdrawals: 'withdrawals', outbox: 'outbox' };

export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Another process runs the rollup: this one skips its turn (released at the transaction's end). */
export async function tryRollupLock(db: Executor): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(await db.execute(sql`select pg_try_advisory_xact_lock(hashtext('premia:dashboard-rollup')) as locked`));
  return row?.locked === true;
}

export interface Watermark {
  settledId: number;
  seenId: number;
  /** Milliseconds since the database saw `seenId` as the newest id. */
  seenAgoMs: number;
  maxId: number;
}

export async function readWatermark(db: Executor, source: RollupSource): Promise<Watermark> {
  await db.execute(sql`insert into dash_watermarks (name) values (${source}) on conflict (name) do nothing`);
  const [row] = rowsOf<{ settled: string | number; seen: string | number; ago: number; max: string | number }>(await db.execute(sql`
    select settled_id as settled, seen_id as seen, (extract(epoch from clock_timestamp() - seen_at) * 1000)::float8 as ago,
      (select coalesce(max(id), 0) from ${sql.raw(TABLE_OF[source])}) as max
    from dash_watermarks where name = ${source} for update`));
  if (!row) throw new Error(`no watermark ${source}`);
  return { settledId: Number(row.settled), seenId: Number(row.seen), seenAgoMs: row.ago, maxId: Number(row.max) };
}

export async function writeWatermark(db: Executor, source: RollupSource, settledId: number, seen: { id: number; now: boolean }): Promise<void> {
  await db.execute(sql`update dash_watermarks set settled_id = ${settledId}, seen_id = ${seen.id},
    seen_at = case when ${seen.now} then clock_timestamp() else seen_at end, ran_at = clock_timestamp() where name = ${source}`);
}

/** Ids in (after, upTo]. */
export interface IdRange {
  after: number;
  upTo: number;
}

/** Adds the ledger rows of `range` to part 0 (settled), or replaces part 1 (the tail) with them. */
export async function rollLedger(db: Executor, range: IdRange, part: 0 | 1): Promise<void> {
  if (part === 1) await db.execute(sql`delete from dash_points_daily where part = 1`);
  await db.execute(sql`
    insert into dash_points_daily (part, day, category, credits, debits, entries)
    select ${part}, ${spDay(sql`l.created_at`)}, ${LEDGER_CATEGORY},
      coalesce(sum(l.amount) filter (where l.amount > 0), 0), coalesce(-sum(l.amount) filter (where l.amount < 0), 0), count(*)
    from points_ledger l where l.id > ${range.after} and l.id <= ${range.upTo}
    group by 2, 3
    on conflict (part, day, category) do update set credits = dash_points_daily.credits + excluded.credits,
      debits = dash_points_daily.debits + excluded.debits, entries = dash_points_daily.entries + excluded.entries`);
}

export async function rollDraws(db: Executor, range: IdRange, part: 0 | 1): Promise<void> {
  if (part === 1) await db.execute(sql`delete from dash_draws_daily where part = 1`);
  await db.execute(sql`
    insert into dash_draws_daily (part, day, game, weights, prize_index, prize_id, prize_kind, draws, points)
    select ${part}, ${spDay(sql`d.created_at`)}, d.game, array_to_string(d.weights, ','), d.prize_index, d.prize_id, min(d.prize_kind), count(*),
      coalesce(sum(d.prize_points) filter (where d.prize_kind = 'points'), 0)
    from draws d where d.id > ${range.after} and d.id <= ${range.upTo}
    group by 2, 3, 4, 5, 6
    on conflict (part, day, game, weights, prize_index, prize_id) do update set draws = dash_draws_daily.draws + excluded.draws,
      points = dash_draws_daily.points + excluded.points`);
}

/** New members' facts; a member already there is left alone, so a range read twice does no harm. */
export async function rollUsers(db: Executor, range: IdRange): Promise<void> {
  await db.execute(sql`
    insert into dash_members (user_id, joined_day, channel, inviter_id)
    select u.id, ${spDay(sql`u.created_at`)}, coalesce(u.channel_from, ''), u.parent_id
    from users u where u.id > ${range.after} and u.id <= ${range.upTo}
    on conflict (user_id) do nothing`);
}

/** The earliest day of a member's draws (or withdrawal requests) seen so far: a minimum, so reading a row twice does no harm. */
export async function rollFirsts(db: Executor, source: 'draws' | 'withdrawals', range: IdRange): Promise<void> {
  const column = sql.raw(source === 'draws' ? 'first_draw_day' : 'first_withdrawal_day');
  await db.execute(sql`
    update dash_members m set ${column} = f.day
    from (select user_id, min(${spDay(sql`created_at`)}) as day from ${sql.raw(source)} where id > ${range.after} and id <= ${range.upTo} group by user_id) f
    where m.user_id = f.user_id and (m.${column} is null or m.${column} > f.day)`);
}

/**
 * Who was active on each day, week and month of the range's rows, counted as the rows are first
 * inserted, so reading a range twice counts nobody twice. The cohort is the member's registration
 * week, read from users (a member row of this run may not be in dash_members yet).
 */
export async function rollActive(db: Executor, source: 'ledger' | 'draws', range: IdRange): Promise<void> {
  const activity = source === 'ledger'
    ? sql`select distinct l.user_id, ${spDay(sql`l.created_at`)} as d from points_ledger l
        where l.id > ${range.after} and l.id <= ${range.upTo} and ${LEDGER_CATEGORY} not in ${OPERATOR_CATEGORIES}`
    : sql`select distinct user_id, ${spDay(sql`created_at`)} as d from draws where id > ${range.after} and id <= ${range.upTo}`;
  await db.execute(sql`
    with src as (${activity}),
    periods as (
      select 'day' as period, d as start, user_id from src
      union select 'week', date_trunc('week', d)::date, user_id from src
      union select 'month', date_trunc('month', d)::date, user_id from src
    ),
    inserted as (
      insert into dash_active (period, start, user_id) select period, start, user_id from periods
      on conflict do nothing returning period, start, user_id
    ),
    counted as (
      insert into dash_active_counts (period, start, members) select period, start, count(*) from inserted group by 1, 2
      on conflict (period, start) do update set members = dash_active_counts.members + excluded.members returning 1
    ),
    cohorts as (
      insert into dash_cohorts (joined_week, active_week, members)
      select date_trunc('week', ${spDay(sql`u.created_at`)})::date, i.start, count(*)
      from inserted i join users u on u.id = i.user_id where i.period = 'week' group by 1, 2
      on conflict (joined_week, active_week) do update set members = dash_cohorts.members + excluded.members returning 1
    )
    select (select count(*) from counted) + (select count(*) from cohorts) as n`);
}

/**
 * SMS segments a provider bills for a body: plain ASCII travels as GSM-7 (160 characters, 153 per
 * part when split), anything else as UCS-2 (70, 67 per part). Conservative: the few accented
 * letters GSM-7 also carries are counted as UCS-2.
 */
export const SMS_SEGMENTS = sql`case when o.body ~ '^[ -~\n\r]*$'
  then case when char_length(o.body) <= 160 then 1 else ceil(char_length(o.body) / 153.0)::int end
  else case when char_length(o.body) <= 70 then 1 else ceil(char_length(o.body) / 67.0)::int end end`;

export const OUTBOX_OPEN = sql`('pending', 'sending', 'failed')`;

/** The smallest id of a message still open (it may yet be sent or die), or null. */
export async function firstOpenMessage(db: Executor, after: number): Promise<number | null> {
  const [row] = rowsOf<{ id: string | number | null }>(await db.execute(sql`select min(id) as id from outbox where status in ${OUTBOX_OPEN} and id > ${after}`));
  return row?.id == null ? null : Number(row.id);
}

/** Folds messages whose status is final (the caller stops the range before the first open one). */
export async function rollOutbox(db: Executor, range: IdRange): Promise<void> {
  await db.execute(sql`
    insert into dash_outbox_daily (day, channel, status, messages, segments)
    select ${spDay(sql`o.created_at`)}, o.channel, o.status, count(*),
      coalesce(sum(${SMS_SEGMENTS}) filter (where o.channel = 'sms' and o.status = 'sent'), 0)
    from outbox o where o.id > ${range.after} and o.id <= ${range.upTo}
    group by 1, 2, 3
    on conflict (day, channel, status) do update set messages = dash_outbox_daily.messages + excluded.messages,
      segments = dash_outbox_daily.segments + excluded.segments`);
}
