import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { GameName, RecordStatus } from '../../src/domain/contract/rewards.ts';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { chanceGrants, draws, drawChances, prizes, rewardGames, users } from '../db/schema.ts';

export type RewardGameRow = typeof rewardGames.$inferSelect;
export type PrizeRow = typeof prizes.$inferSelect;
export type ChanceRow = typeof drawChances.$inferSelect;
export type DrawRow = typeof draws.$inferSelect;
export type NewDraw = typeof draws.$inferInsert;

const placeholder = sql.placeholder;

/** The game's rules and its active prizes in prize order, in one query; undefined for an unknown game. */
export async function findGameWithPrizes(db: Executor, game: GameName): Promise<{ game: RewardGameRow; prizes: PrizeRow[] } | undefined> {
  const rows = await db
    .select({ game: rewardGames, prize: prizes })
    .from(rewardGames)
    .leftJoin(prizes, and(eq(prizes.game, rewardGames.game), eq(prizes.active, true)))
    .where(eq(rewardGames.game, game))
    .orderBy(asc(prizes.sort), asc(prizes.id));
  const first = rows[0];
  if (!first) return undefined;
  return { game: first.game, prizes: rows.flatMap((r) => (r.prize ? [r.prize] : [])) };
}

const lockChanceRowWithGameQuery = prepared('rewards_lock_chance_row_with_game', (db) =>
  db
    .select({ chance: drawChances, game: rewardGames, prize: prizes })
    .from(drawChances)
    .innerJoin(rewardGames, eq(rewardGames.game, drawChances.game))
    .leftJoin(prizes, and(eq(prizes.game, rewardGames.game), eq(prizes.active, true)))
    .where(and(eq(drawChances.userId, placeholder('userId')), eq(drawChances.game, placeholder('game'))))
    .orderBy(asc(prizes.sort), asc(prizes.id))
    .for('update', { of: drawChances })
    .prepare('rewards_lock_chance_row_with_game'),
);

/**
 * The draw's first statement (issue 15: one instead of two): locks the member's chance row for the
 * game and reads the game's rules and active prizes in prize order. undefined when the member has
 * no chance row yet. Only the chance row is locked; the game and prizes are configuration.
 */
export async function lockChanceRowWithGame(
  db: Executor,
  userId: number,
  game: GameName,
): Promise<{ chance: ChanceRow; game: RewardGameRow; prizes: PrizeRow[] } | undefined> {
  const rows = await lockChanceRowWithGameQuery(db, { userId, game });
  const first = rows[0];
  if (!first) return undefined;
  return { chance: first.chance, game: first.game, prizes: rows.flatMap((r) => (r.prize ? [r.prize] : [])) };
}

export async function listGames(db: Executor): Promise<RewardGameRow[]> {
  return db.select().from(rewardGames).orderBy(asc(rewardGames.game));
}

/** The game's prize table in prize order: the array index is the prize index. */
export async function listActivePrizes(db: Executor, game: GameName): Promise<PrizeRow[]> {
  return db
    .select()
    .from(prizes)
    .where(and(eq(prizes.game, game), eq(prizes.active, true)))
    .orderBy(asc(prizes.sort), asc(prizes.id));
}

/** Creates the member's chance row for a game with its first secret seed; nothing if it exists. */
export async function ensureChanceRow(db: Executor, userId: number, game: GameName, seed: string): Promise<void> {
  await db.insert(drawChances).values({ userId, game, nextSeed: seed }).onConflictDoNothing();
}

export async function findChanceRow(db: Executor, userId: number, game: GameName, lock = false): Promise<ChanceRow | undefined> {
  const query = db
    .select()
    .from(drawChances)
    .where(and(eq(drawChances.userId, userId), eq(drawChances.game, game)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes the row after a draw; only if nobody drew in between (draw_count unchanged). */
export async function updateChanceRowAfterDraw(
  db: Executor,
  row: ChanceRow,
  next: { day: string; dailyLeft: number; extra: number; nextSeed: string },
): Promise<ChanceRow | undefined> {
  const [updated] = await db
    .update(drawChances)
    .set({ ...next, drawCount: row.drawCount + 1 })
    .where(and(eq(drawChances.userId, row.userId), eq(drawChances.game, row.game), eq(drawChances.drawCount, row.drawCount)))
    .returning();
  return updated;
}

const recordDrawQuery = prepared('rewards_record_draw', (db) => {
  const chance = db.$with('chance').as(
    db
      .update(drawChances)
      .set({
        day: sql`${placeholder('day')}`,
        dailyLeft: sql`${placeholder('dailyLeft')}`,
        extra: sql`${placeholder('extra')}`,
        nextSeed: sql`${placeholder('nextSeed')}`,
        drawCount: sql`${drawChances.drawCount} + 1`,
      })
      .where(and(eq(drawChances.userId, placeholder('userId')), eq(drawChances.game, placeholder('game')), eq(drawChances.drawCount, placeholder('drawCount'))))
      .returning({ drawCount: drawChances.drawCount }),
  );
  return db
    .with(chance)
    .insert(draws)
    .values({
      userId: placeholder('userId'),
      game: placeholder('game'),
      drawNumber: placeholder('drawNumber'),
      clientKey: placeholder('clientKey'),
      prizeId: placeholder('prizeId'),
      prizeIndex: placeholder('prizeIndex'),
      prizeKind: placeholder('prizeKind'),
      prizeLabel: placeholder('prizeLabel'),
      prizePoints: placeholder('prizePoints'),
      prizeIcon: placeholder('prizeIcon'),
      prizeColor: placeholder('prizeColor'),
      weights: placeholder('weights'),
      seed: placeholder('seed'),
      commitmentHash: placeholder('commitmentHash'),
      nextCommitmentHash: placeholder('nextCommitmentHash'),
      status: placeholder('status'),
      chancesLeft: placeholder('chancesLeft'),
      balanceAfter: placeholder('balanceAfter'),
      ledgerEntryId: placeholder('ledgerEntryId'),
      createdAt: placeholder('createdAt'),
    })
    .returning({ ...getTableColumns(draws), chanceUpdated: sql<number>`(select count(*)::int from ${chance})` })
    .prepare('rewards_record_draw');
});

export type RecordedDraw = Omit<NewDraw, 'id' | 'address' | 'remark' | 'claimedAt' | 'decidedAt' | 'chancesLeft'> & { ledgerEntryId: number | null; createdAt: Date };

/**
 * One statement (issue 15): writes the chance row after a draw (only if nobody drew in between:
 * draw_count still `row.drawCount`) and records the draw. undefined when the chance row had
 * changed: the draw row was written all the same, so the caller must fail and roll back.
 */
export async function recordDraw(
  db: Executor,
  row: ChanceRow,
  next: { day: string; dailyLeft: number; extra: number; nextSeed: string },
  draw: RecordedDraw,
): Promise<DrawRow | undefined> {
  const [inserted] = await recordDrawQuery(db, { ...draw, ...next, drawCount: row.drawCount, chancesLeft: next.dailyLeft + next.extra });
  if (!inserted) throw new Error('insert draws returned nothing');
  const { chanceUpdated, ...written } = inserted;
  return chanceUpdated === 1 ? written : undefined;
}

export async function addExtraChances(db: Executor, userId: number, game: GameName, amount: number): Promise<ChanceRow> {
  const [row] = await db
    .update(drawChances)
    .set({ extra: sql`${drawChances.extra} + ${amount}` })
    .where(and(eq(drawChances.userId, userId), eq(drawChances.game, game)))
    .returning();
  if (!row) throw new Error(`no chance row for user ${userId} in ${game}`);
  return row;
}

/** Records a grant; false when one with the same key exists (the grant was already given). */
export async function insertChanceGrant(db: Executor, grant: typeof chanceGrants.$inferInsert): Promise<boolean> {
  const rows = await db.insert(chanceGrants).values(grant).onConflictDoNothing().returning({ id: chanceGrants.id });
  return rows.length === 1;
}

export async function insertDraw(db: Executor, draw: NewDraw): Promise<DrawRow> {
  const [row] = await db.insert(draws).values(draw).returning();
  if (!row) throw new Error('insert draws returned nothing');
  return row;
}

export async function updateDraw(db: Executor, id: number, changes: Partial<NewDraw>): Promise<DrawRow> {
  const [row] = await db.update(draws).set(changes).where(eq(draws.id, id)).returning();
  if (!row) throw new Error(`draw ${id} not found`);
  return row;
}

const findDrawByClientKeyQuery = prepared('rewards_find_draw_by_client_key', (db) =>
  db.select().from(draws).where(and(eq(draws.userId, placeholder('userId')), eq(draws.clientKey, placeholder('clientKey')))).prepare('rewards_find_draw_by_client_key'),
);

export async function findDrawByClientKey(db: Executor, userId: number, clientKey: string): Promise<DrawRow | undefined> {
  const [row] = await findDrawByClientKeyQuery(db, { userId, clientKey });
  return row;
}

export async function findMemberDraw(db: Executor, userId: number, id: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(and(eq(draws.id, id), eq(draws.userId, userId)));
  return row;
}

export async function findDrawByLedgerEntry(db: Executor, userId: number, ledgerEntryId: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(and(eq(draws.userId, userId), eq(draws.ledgerEntryId, ledgerEntryId)));
  return row;
}

export interface MemberDrawFilter {
  userId: number;
  game?: GameName;
  status?: RecordStatus;
  limit: number;
  offset: number;
}

/** A member's prizes, newest first; 'nothing' draws are left out. */
export async function listMemberPrizes(db: Executor, filter: MemberDrawFilter): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(
      and(
        eq(draws.userId, filter.userId),
        ne(draws.status, 'none'),
        filter.game ? eq(draws.game, filter.game) : undefined,
        filter.status ? eq(draws.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(draws.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Recent prizes of a game with the winner's username ('nothing' and refused ones left out). */
export async function listWinners(db: Executor, game: GameName, limit: number, offset: number) {
  return db
    .select({ draw: draws, username: users.username })
    .from(draws)
    .innerJoin(users, eq(users.id, draws.userId))
    .where(and(eq(draws.game, game), ne(draws.status, 'none'), ne(draws.status, 'failed')))
    .orderBy(desc(draws.id))
    .limit(limit)
    .offset(offset);
}

/** pending → review with the address; undefined when the draw is not the member's pending prize. */
export async function claimDraw(db: Executor, userId: number, id: number, address: DrawRow['address'], now: Date) {
  const [row] = await db
    .update(draws)
    .set({ status: 'review', address, claimedAt: now })
    .where(and(eq(draws.id, id), eq(draws.userId, userId), eq(draws.status, 'pending')))
    .returning();
  return row;
}

/** review → success | failed; undefined when the draw is not in review. */
export async function decideDraw(db: Executor, id: number, status: 'success' | 'failed', remark: string, now: Date) {
  const [row] = await db
    .update(draws)
    .set({ status, remark, decidedAt: now })
    .where(and(eq(draws.id, id), eq(draws.status, 'review')))
    .returning();
  return row;
}

export async function listDrawsByStatus(db: Executor, status: RecordStatus, limit: number) {
  return db
    .select({ draw: draws, username: users.username })
    .from(draws)
    .innerJoin(users, eq(users.id, draws.userId))
    .where(eq(draws.status, status))
    .orderBy(asc(draws.id))
    .limit(limit);
}
