/** The facts of a withdrawal being asked that are not marks: the account's age and e-mail, and its recent withdrawals. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users, withdrawals } from '../db/schema.ts';
import { rowsOf } from './dashboard-rollup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredFacts { email: string; accountAgeDays: number; withdrawals30d: number; accountsOnKey30d: number }

/** Counts include the withdrawal being asked (not written yet). */
export async function withdrawalFacts(db: Executor, asked: { userId: number; account: string; now: Date }): Promise<StoredFacts> {
  const since = new Date(asked.now.getTime() - 30 * DAY_MS);
  const [row] = rowsOf<{ email: string; created_at: string | Date; mine: string | number; others: string | number }>(await db.execute(sql`
    select u.email, u.created_at,
      (select count(*) from ${withdrawals} w where w.user_id = u.id and w.created_at >= ${since.toISOString()}) as mine,
      (select count(distinct w.user_id) from ${withdrawals} w where w.account = ${asked.account} and w.created_at >= ${since.toISOString()} and w.user_id <> u.id) as others
    from ${users} u where u.id = ${asked.userId}`));
  if (!row) throw new Error(`user ${asked.userId} not found`);
  return {
    email: row.email,
    accountAgeDays: Math.floor((asked.now.getTime() - new Date(row.created_at).getTime()) / DAY_MS),
    withdrawals30d: Number(row.mine) + 1,
    accountsOnKey30d: Number(row.others) + 1,
  };
}

export interface JudgedWithdrawal {
  id: number; userId: number; account: string; points: number; amount: number; unit: string;
  email: string; accountAgeDays: number; withdrawals30d: number; accountsOnKey30d: number;
}

/** Every withdrawal of the last 30 days with its facts as a rule would read them today, in one statement. */
export async function recentWithdrawalFacts(db: Executor, now: Date): Promise<JudgedWithdrawal[]> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = rowsOf<{
    id: string | number; user_id: string | number; account: string; points: number; amount: number; unit: string;
    email: string; created_at: string | Date; mine: string | number; on_key: string | number;
  }>(await db.execute(sql`
    with recent as (select * from ${withdrawals} where created_at >= ${since.toISOString()}),
    per_member as (select user_id, count(*) as mine from recent group by user_id),
    per_key as (select account, count(distinct user_id) as on_key from recent group by account)
    select r.id, r.user_id, r.account, r.points, r.amount, r.unit, u.email, u.created_at, m.mine, k.on_key
    from recent r join ${users} u on u.id = r.user_id join per_member m on m.user_id = r.user_id join per_key k on k.account = r.account`));
  return rows.map((r) => ({
    id: Number(r.id), userId: Number(r.user_id), account: r.account, points: r.points, amount: r.amount, unit: r.unit, email: r.email,
    accountAgeDays: Math.floor((now.getTime() - new Date(r.created_at).getTime()) / DAY_MS),
    withdrawals30d: Number(r.mine), accountsOnKey30d: Number(r.on_key),
  }));
}
