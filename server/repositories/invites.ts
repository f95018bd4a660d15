/** Queries of the invite programme: codes, the invites table, figures, ranking, shared devices. */
import { and, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invites, sessions, users, visitors } from '../db/schema.ts';

export type InviteRow = typeof invites.$inferSelect;

export async function findInviteCode(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? null;
}

/** Sets the code only if the member has none yet; undefined when another request set one first. */
export async function setInviteCodeIfMissing(db: Executor, userId: number, code: string): Promise<string | undefined> {
  const [row] = await db.update(users).set({ inviteCode: code }).where(and(eq(users.id, userId), isNull(users.inviteCode))).returning({ code: users.inviteCode });
  return row?.code ?? undefined;
}

export async function findUserIdByInviteCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
  return row?.id ?? null;
}

/** Binds the friend to the inviter unless already bound; false when the friend had an inviter. */
export async function bindParent(db: Executor, friendId: number, inviterId: number): Promise<boolean> {
  const rows = await db.update(users).set({ parentId: inviterId }).where(and(eq(users.id, friendId), isNull(users.parentId))).returning({ id: users.id });
  return rows.length > 0;
}

export async function insertInvite(db: Executor, invite: { inviterId: number; friendId: number; createdAt: Date }): Promise<void> {
  await db.insert(invites).values(invite).onConflictDoNothing({ target: invites.friendId });
}

/** Whether `ancestorId` is `userId` or one of its inviters, however far up (a bind must not close a cycle). */
export async function isSelfOrAncestor(db: Executor, userId: number, ancestorId: number): Promise<boolean> {
  const [row] = await db.select({
    found: sql<boolean>`exists (
      with recursive chain(id, parent_id, depth) as (
        select ${users.id}, ${users.parentId}, 0 from ${users} where ${users.id} = ${userId}
        union all
        select u.id, u.parent_id, c.depth + 1 from ${users} u join chain c on u.id = c.parent_id where c.depth < 1000
      )
      select 1 from chain where id = ${ancestorId}
    )`.mapWith(Boolean),
  }).from(users).where(eq(users.id, userId));
  return row?.found ?? false;
}

/** Invite rows for members bound through users.parent_id that have none yet (idempotent). */
async function insertMissingInvites(db: Executor, where: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`
    insert into ${invites} (inviter_id, friend_id, created_at)
    select ${users.parentId}, ${users.id}, ${users.createdAt} from ${users} where ${users.parentId} is not null and ${where}
    on conflict (friend_id) do nothing`);
}

/**
 * Every member bound before the invites table existed gets their row. Binds since then write the
 * row with the bind (registration, inviteBind), so this runs once per start, after the
 * migrations (server/migrate.ts), never on a read.
 */
export async function backfillInvites(db: Executor): Promise<void> {
  await insertMissingInvites(db, sql`not exists (select 1 from ${invites} where ${invites.friendId} = ${users.id})`);
}

export async function ensureInviteOfFriend(db: Executor, friendId: number): Promise<void> {
  await insertMissingInvites(db, sql`${users.id} = ${friendId}`);
}

/** Sets `qualified_at` once: of parallel profile completions, exactly one gets the row. */
export async function markQualified(db: Executor, friendId: number, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db.update(invites).set({ qualifiedAt: now }).where(and(eq(invites.friendId, friendId), isNull(invites.qualifiedAt))).returning();
  return row;
}

export async function recordOutcome(
  db: Executor,
  inviteId: number,
  outcome: Pick<InviteRow, 'outcome' | 'refusal' | 'points' | 'chances'>,
): Promise<void> {
  await db.update(invites).set(outcome).where(eq(invites.id, inviteId));
}

/** The visitors (one per device_id) a member used: the device their sessions came from, or that they own. */
const visitorsOf = (userId: number) => sql`(
  select ${visitors.id} from ${visitors} where ${visitors.userId} = ${userId}
  union select ${sessions.visitorId} from ${sessions} where ${sessions.userId} = ${userId} and ${sessions.visitorId} is not null
)`;

/** Every member who used one of the friend's devices (other than the friend). */
const membersOnDevicesOf = (friendId: number) => sql`(
  select ${visitors.userId} as uid from ${visitors} where ${visitors.id} in ${visitorsOf(friendId)} and ${visitors.userId} is not null
  union select ${sessions.userId} from ${sessions} where ${sessions.visitorId} in ${visitorsOf(friendId)} and ${sessions.userId} is not null
)`;

export interface SharedDevices {
  withInviter: boolean;
  withRewardedFriend: boolean;
}

/** Whether the friend's devices were used by the inviter, or by a friend whose invite was rewarded. */
export async function sharedDevices(db: Executor, friendId: number, inviterId: number): Promise<SharedDevices> {
  const [row] = await db.select({
    withInviter: sql<boolean>`exists (select 1 from ${membersOnDevicesOf(friendId)} m where m.uid = ${inviterId})`.mapWith(Boolean),
    withRewardedFriend: sql<boolean>`exists (
      select 1 from ${membersOnDevicesOf(friendId)} m join ${invites} on ${invites.friendId} = m.uid
      where ${invites.outcome} in ('rewarded', 'pending') and m.uid <> ${friendId}
    )`.mapWith(Boolean),
  }).from(users).where(eq(users.id, friendId));
  return row ?? { withInviter: false, withRewardedFriend: false };
}

export interface InviteFigures {
  invited: number;
  qualified: number;
  rewarded: number;
  points: number;
  chances: number;
}

export async function inviteFigures(db: Executor, inviterId: number): Promise<InviteFigures> {
  const [row] = await db.select({
    invited: count(),
    qualified: sql<number>`count(${invites.qualifiedAt})`.mapWith(Number),
    rewarded: sql<number>`count(*) filter (where ${invites.outcome} = 'rewarded')`.mapWith(Number),
    points: sql<number>`coalesce(sum(${invites.points}), 0)`.mapWith(Number),
    chances: sql<number>`coalesce(sum(${invites.chances}), 0)`.mapWith(Number),
  }).from(invites).where(eq(invites.inviterId, inviterId));
  return row ?? { invited: 0, qualified: 0, rewarded: 0, points: 0, chances: 0 };
}

export interface FriendRow {
  id: number;
  username: string;
  createdAt: Date;
  qualifiedAt: Date | null;
  outcome: InviteRow['outcome'];
  refusal: InviteRow['refusal'];
  points: number;
  profileComplete: boolean;
}

/** Newest first; reads `limit` rows from `offset`. */
export async function listFriends(db: Executor, inviterId: number, offset: number, limit: number): Promise<FriendRow[]> {
  return db.select({
    id: invites.id,
    username: users.username,
    createdAt: invites.createdAt,
    qualifiedAt: invites.qualifiedAt,
    outcome: invites.outcome,
    refusal: invites.refusal,
    points: invites.points,
    profileComplete: sql<boolean>`(${users.realName} is not null and ${users.birthDate} is not null)`.mapWith(Boolean),
  }).from(invites).innerJoin(users, eq(users.id, invites.friendId))
    .where(eq(invites.inviterId, inviterId)).orderBy(desc(invites.id)).offset(offset).limit(limit);
}

/** Inviters with the most rewarded (or pending: earned, not yet released) invites qualified in [from, to), ties to whoever got there first. */
export async function topInviters(db: Executor, from: Date, to: Date, limit: number): Promise<Array<{ username: string; invites: number }>> {
  const total = count();
  return db.select({ username: users.username, invites: total })
    .from(invites).innerJoin(users, eq(users.id, invites.inviterId))
    .where(and(inArray(invites.outcome, ['rewarded', 'pending']), gte(invites.qualifiedAt, from), lt(invites.qualifiedAt, to)))
    .groupBy(users.id, users.username)
    .orderBy(desc(total), sql`max(${invites.qualifiedAt})`, users.id)
    .limit(limit);
}
