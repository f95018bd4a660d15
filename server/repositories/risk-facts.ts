/** The facts of a withdrawal being asked that are not marks: the account's age and e-mail, and its recent withdrawals. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { riskScores, users, withdrawals } from '../db/schema.ts';
import { rowsOf } from './dashboard-rollup.ts';
import { type GroupMark, groupMarksCtes, type RiskMarkKind, toGroupMark } from './risk.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredFacts {
  email: string; accountAgeDays: number; withdrawals30d: number; accountsOnKey30d: number;
  /** The member's stored risk score (0 without a row): the wallet writes a new one only when it changes. */
  score: number;
}

/**
 * The facts a withdrawal's judging reads, in one statement (one round trip and one plan, prepared
 * per connection, instead of two): the member's linked group's marks (repositories/risk.ts
 * `groupMarksCtes`), its e-mail, age and stored score, and its recent withdrawals. Counts include
 * the withdrawal being asked (not written yet).
 */
export async function withdrawalFacts(db: Executor, asked: { userId: number; account: string; now: Date }): Promise<{ marks: GroupMark[]; stored: StoredFacts }> {
  const since = new Date(asked.now.getTime() - 30 * DAY_MS).toISOString();
  const [row] = rowsOf<{ email: string; created_at: string | Date; mine: string | number; others: string | number; score: number | null; marks: Array<[RiskMarkKind, string, number, boolean]> }>(await db.execute(sql`
    with recursive ${groupMarksCtes(asked.userId)}
    select u.email, u.created_at, (select s.score from ${riskScores} s where s.user_id = u.id) as score,
      (select count(*) from ${withdrawals} w where w.user_id = u.id and w.created_at >= ${since}) as mine,
      (select count(distinct w.user_id) from ${withdrawals} w where w.account = ${asked.account} and w.created_at >= ${since} and w.user_id <> u.id) as others,
      (select coalesce(json_agg(json_build_array(g.kind, g.value, g.user_id, g.flagged)), '[]'::json) from group_marks g) as marks
    from ${users} u where u.id = ${asked.userId}`));
  if (!row) throw new Error(`user ${asked.userId} not found`);
  return {
    marks: row.marks.map(([kind, value, userId, flagged]) => toGroupMark({ kind, value, user_id: userId, flagged })),
    stored: {
      email: row.email,
      accountAgeDays: Math.floor((asked.now.getTime() - new Date(row.created_at).getTime()) / DAY_MS),
      withdrawals30d: Number(row.mine) + 1,
      accountsOnKey30d: Number(row.others) + 1,
      score: Number(row.score ?? 0),
    },
  };
}

/**
 * The last 30 days' withdrawals that a rule would judge alike: one row per member, Pix key, points
 * and unit, with how many there were and their money. A member asks many withdrawals with the same
 * facts, so 250,000 of them come back as about one row per member (bench:risk).
 */
export interface JudgedWithdrawals {
  userId: number; account: string; points: number; unit: string; count: number; amount: number;
  email: string; accountAgeDays: number; withdrawals30d: number; accountsOnKey30d: number;
}

/** Every withdrawal of the last 30 days with its facts as a rule would read them today, in one statement. */
export async function recentWithdrawalFacts(db: Executor, now: Date): Promise<JudgedWithdrawals[]> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = rowsOf<{
    user_id: string | number; account: string; points: number; unit: string; n: string | number; amount: string | number;
    email: string; created_at: string | Date; mine: string | number; on_key: string | number;
  }>(await db.execute(sql`
    with recent as (select user_id, account, points, unit, amount from ${withdrawals} where created_at >= ${since.toISOString()}),
    alike as (select user_id, account, points, unit, count(*) as n, sum(amount) as amount from recent group by user_id, account, points, unit),
    per_member as (select user_id, count(*) as mine from recent group by user_id),
    per_key as (select account, count(distinct user_id) as on_key from recent group by account)
    select a.user_id, a.account, a.points, a.unit, a.n, a.amount, u.email, u.created_at, m.mine, k.on_key
    from alike a join ${users} u on u.id = a.user_id join per_member m on m.user_id = a.user_id join per_key k on k.account = a.account`));
  return rows.map((r) => ({
    userId: Number(r.user_id), account: r.account, points: r.points, unit: r.unit, count: Number(r.n), amount: Number(r.amount), email: r.email,
    accountAgeDays: Math.floor((now.getTime() - new Date(r.created_at).getTime()) / DAY_MS),
    withdrawals30d: Number(r.mine), accountsOnKey30d: Number(r.on_key),
  }));
}
