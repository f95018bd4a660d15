/** Rows of the economy's defence (db/tables/risk.ts): marks, rules, holds, lists and scores. */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from './dashboard-rollup.ts';
import { riskHolds, riskListEntries, riskMarks, riskRules, riskRuleVersions, riskScores, users, withdrawals } from '../db/schema.ts';

export type RiskMarkKind = (typeof riskMarks.$inferSelect)['kind'];
export type RiskRuleRow = typeof riskRules.$inferSelect;
export type RiskHoldRow = typeof riskHolds.$inferSelect;
export type RiskListRow = typeof riskListEntries.$inferSelect;
export interface Mark { kind: RiskMarkKind; value: string; userId: number }

/** Seen again: one row per (kind, value, member), its last sighting moved forward. */
export async function recordMarks(db: Executor, marks: Mark[], now: Date): Promise<void> {
  if (marks.length === 0) return;
  await db.insert(riskMarks).values(marks.map((m) => ({ ...m, firstSeen: now, lastSeen: now })))
    .onConflictDoUpdate({ target: [riskMarks.kind, riskMarks.value, riskMarks.userId], set: { lastSeen: now } });
}

/** Most accounts a group is followed to: a device shared by a whole internet café stops there. */
export const GROUP_LIMIT = 500;

const allowListed = (mark: string) => sql.raw(
  `exists (select 1 from risk_list_entries a where a.list = 'allow' and a.kind = ${mark}.kind and a.value = ${mark}.value)`,
);

/**
 * Every mark of the member's linked group: the accounts that share a mark with it, then those
 * that share one with them, and so on (a recursive walk, UNION so each account is visited once),
 * each step an index lookup. Allow-listed values link nobody. With each mark, whether its account
 * was flagged suspicious (the rule `marcado-suspeito` reads it for the whole group).
 */
export async function groupMarks(db: Executor, userId: number): Promise<GroupMark[]> {
  const rows = await db.execute(sql`with recursive ${groupMarksCtes(userId)} select kind, value, user_id, flagged from group_marks`);
  return rowsOf<GroupMarkRow>(rows).map(toGroupMark);
}

export type GroupMark = Mark & { flagged: boolean };
export interface GroupMarkRow { kind: RiskMarkKind; value: string; user_id: string | number; flagged: boolean }
export const toGroupMark = (r: GroupMarkRow): GroupMark => ({ kind: r.kind, value: r.value, userId: Number(r.user_id), flagged: r.flagged });

/** The CTEs (after `with recursive`) that end in `group_marks(kind, value, user_id, flagged)`, for statements that read more beside them. */
export function groupMarksCtes(userId: number) {
  return sql`grp(uid) as (
      select ${userId}::bigint
      union
      select o.user_id from grp
      cross join lateral (select mine.kind, mine.value from ${riskMarks} mine where mine.user_id = grp.uid and not ${allowListed('mine')}) mine
      cross join lateral (select o.user_id from ${riskMarks} o where o.kind = mine.kind and o.value = mine.value) o
    ), members as (select uid from grp limit ${GROUP_LIMIT}),
    -- Lateral: one index lookup per account of the group, never a scan of every mark.
    group_marks as (
      select m.kind, m.value, m.user_id, coalesce(s.flagged, 0) > 0 as flagged
      from members cross join lateral (select m.kind, m.value, m.user_id from ${riskMarks} m where m.user_id = members.uid and not ${allowListed('m')}) m
      left join ${riskScores} s on s.user_id = m.user_id)`;
}

/** Every usable mark, for a rule's test over many members at once. */
export async function allUsableMarks(db: Executor): Promise<Mark[]> {
  const rows = await db.execute(sql`
    select m.kind, m.value, m.user_id from ${riskMarks} m where not ${allowListed('m')}`);
  return rowsOf<{ kind: RiskMarkKind; value: string; user_id: string | number }>(rows).map((r) => ({ kind: r.kind, value: r.value, userId: Number(r.user_id) }));
}

export async function enabledRules(db: Executor): Promise<RiskRuleRow[]> {
  return db.select().from(riskRules).where(eq(riskRules.enabled, true)).orderBy(asc(riskRules.id));
}

export async function allRules(db: Executor): Promise<RiskRuleRow[]> {
  return db.select().from(riskRules).orderBy(asc(riskRules.id));
}

export async function findRule(db: Executor, id: number, lock = false): Promise<RiskRuleRow | undefined> {
  const query = db.select().from(riskRules).where(eq(riskRules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertRule(db: Executor, rule: typeof riskRules.$inferInsert): Promise<RiskRuleRow> {
  const [row] = await db.insert(riskRules).values(rule).returning();
  if (!row) throw new Error('insert risk_rules returned nothing');
  return row;
}

export async function updateRule(db: Executor, id: number, changes: Partial<typeof riskRules.$inferInsert>): Promise<RiskRuleRow> {
  const [row] = await db.update(riskRules).set(changes).where(eq(riskRules.id, id)).returning();
  if (!row) throw new Error(`risk rule ${id} not found`);
  return row;
}

export async function insertRuleVersion(db: Executor, rule: RiskRuleRow, savedBy: string, now: Date): Promise<void> {
  const { id, version, ...kept } = rule;
  await db.insert(riskRuleVersions).values({ ruleId: id, version, rule: kept, savedBy, savedAt: now });
}

export async function insertHold(db: Executor, hold: typeof riskHolds.$inferInsert): Promise<RiskHoldRow> {
  const [row] = await db.insert(riskHolds).values(hold).returning();
  if (!row) throw new Error('insert risk_holds returned nothing');
  return row;
}

/** The open hold of a withdrawal, locked: of a release and a refusal at once, the second waits and then finds it closed. */
export async function lockOpenHold(db: Executor, id: number): Promise<RiskHoldRow | undefined> {
  const [row] = await db.select().from(riskHolds).where(and(eq(riskHolds.id, id), eq(riskHolds.status, 'open'))).for('update');
  return row;
}

export async function closeHold(db: Executor, id: number, status: 'released' | 'refused', by: string, now: Date): Promise<void> {
  await db.update(riskHolds).set({ status, decidedBy: by, decidedAt: now }).where(eq(riskHolds.id, id));
}

export async function releaseHeldWithdrawal(db: Executor, withdrawalId: number): Promise<boolean> {
  const rows = await db.update(withdrawals).set({ status: 'progress' })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'review'))).returning({ id: withdrawals.id });
  return rows.length === 1;
}

export async function holdExists(db: Executor, id: number): Promise<boolean> {
  return (await db.$count(riskHolds, eq(riskHolds.id, id))) > 0;
}

export async function expiredHolds(db: Executor, now: Date, limit: number): Promise<RiskHoldRow[]> {
  return db.select().from(riskHolds).where(and(eq(riskHolds.status, 'open'), lte(riskHolds.expiresAt, now))).orderBy(asc(riskHolds.id)).limit(limit);
}

export interface HoldListRow { hold: RiskHoldRow; username: string; amount: number; unit: string; points: number; account: string }

export async function listHolds(db: Executor, filter: { status: RiskHoldRow['status']; minScore: number; maxScore: number; userId?: number }, limit: number): Promise<HoldListRow[]> {
  return db.select({
    hold: riskHolds, username: users.username, amount: withdrawals.amount, unit: withdrawals.unit, points: withdrawals.points, account: withdrawals.account,
  }).from(riskHolds).innerJoin(users, eq(users.id, riskHolds.userId)).innerJoin(withdrawals, eq(withdrawals.id, riskHolds.withdrawalId))
    .where(and(
      eq(riskHolds.status, filter.status), gte(riskHolds.score, filter.minScore), lte(riskHolds.score, filter.maxScore),
      filter.userId === undefined ? undefined : eq(riskHolds.userId, filter.userId),
    ))
    .orderBy(desc(riskHolds.score), asc(riskHolds.id)).limit(limit);
}

export async function holdsOfWithdrawals(db: Executor, withdrawalIds: number[]): Promise<RiskHoldRow[]> {
  if (withdrawalIds.length === 0) return [];
  return db.select().from(riskHolds).where(inArray(riskHolds.withdrawalId, withdrawalIds));
}

export async function listEntries(db: Executor): Promise<RiskListRow[]> {
  return db.select().from(riskListEntries).orderBy(asc(riskListEntries.list), asc(riskListEntries.kind), asc(riskListEntries.value));
}

export async function insertListEntry(db: Executor, entry: typeof riskListEntries.$inferInsert): Promise<RiskListRow | undefined> {
  const [row] = await db.insert(riskListEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function deleteListEntry(db: Executor, id: number): Promise<RiskListRow | undefined> {
  const [row] = await db.delete(riskListEntries).where(eq(riskListEntries.id, id)).returning();
  return row;
}

export async function scoresOf(db: Executor, userIds: number[]): Promise<Map<number, { score: number; flagged: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(riskScores).where(inArray(riskScores.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { score: r.score, flagged: r.flagged }]));
}

/** The rules' score at the member's last withdrawal; a flagged member keeps at least `flaggedFloor`. */
export async function setScore(db: Executor, userId: number, score: number, flaggedFloor: number, now: Date): Promise<void> {
  await db.insert(riskScores).values({ userId, score, updatedAt: now }).onConflictDoUpdate({
    target: riskScores.userId,
    set: { score: sql`case when ${riskScores.flagged} > 0 then greatest(${score}::int, ${flaggedFloor}::int) else ${score}::int end`, updatedAt: now },
  });
}

/** "Marcar como suspeito": the members' flag count rises and their score is at least `floor`. */
export async function flagMembers(db: Executor, userIds: number[], floor: number, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(riskScores).values(userIds.map((userId) => ({ userId, score: floor, flagged: 1, updatedAt: now })))
    .onConflictDoUpdate({
      target: riskScores.userId,
      set: { flagged: sql`${riskScores.flagged} + 1`, score: sql`greatest(${riskScores.score}, ${floor})`, updatedAt: now },
    });
}

export interface ScoredMember { userId: number; username: string; score: number; flagged: number; openHolds: number }

export async function membersByScore(db: Executor, minScore: number, limit: number): Promise<ScoredMember[]> {
  return db.select({
    userId: riskScores.userId, username: users.username, score: riskScores.score, flagged: riskScores.flagged,
    openHolds: sql<number>`(select count(*) from ${riskHolds} h where h.user_id = ${riskScores.userId} and h.status = 'open')`.mapWith(Number),
  }).from(riskScores).innerJoin(users, eq(users.id, riskScores.userId))
    .where(gte(riskScores.score, minScore)).orderBy(desc(riskScores.score), asc(riskScores.userId)).limit(limit);
}
