import { and, asc, desc, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { GameName, RecordStatus } from '../../src/domain/contract/rewards.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { insertedRow, toDriverValues } from '../db/row-select.ts';
import { chanceGrants, draws, drawChances, prizes, rewardGames, users } from '../db/schema.ts';
import { type CreditValues, creditCtes } from './ledger.ts';

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

/** The draw's read, with the chance row locked (`lock`) or not: two prepared statements. */
const drawStateQuery = (lock: boolean) => prepared(`rewards_draw_state${lock ? '_locked' : ''}`, (db) => {
  const query = db
    .select({ chance: drawChances, game: rewardGames })
    .from(drawChances)
    .innerJoin(rewardGames, eq(rewardGames.game, drawChances.game))
    .where(and(eq(drawChances.userId, placeholder('userId')), eq(drawChances.game, placeholder('game'))));
  return (lock ? query.for('update', { of: drawChances }) : query).prepare(`rewards_draw_state${lock ? '_locked' : ''}`);
});
const drawStateQueries = { locked: drawStateQuery(true), unlocked: drawStateQuery(false) };

export interface DrawState {
  chance: ChanceRow;
  game: RewardGameRow;
  /** Active prizes in prize order. */
  prizes: PrizeRow[];
}

interface PrizeTable {
  version: number;
  prizes: PrizeRow[];
}

/**
 * The last prize table read per game, with the game's `prizes_version` it was read at. Every
 * change to a game's prizes gives it a new random version (a trigger, migration 0016), so a table
 * is used only while the version a draw reads with the member's row is still its own, in any
 * process and whichever database the process has open.
 */
const prizeTables = new Map<GameName, PrizeTable>();

/** The game's active prizes in prize order at `version`, read again only when the version moved. */
async function prizeTableOf(db: Executor, game: GameName, version: number): Promise<PrizeRow[]> {
  const known = prizeTables.get(game);
  if (known?.version === version) return known.prizes;
  // The version and the prizes in one statement: a table is never kept under another's version.
  const found = await findGameWithPrizes(db, game);
  if (!found) return [];
  prizeTables.set(game, { version: found.game.prizesVersion, prizes: found.prizes });
  return found.prizes;
}

/**
 * The draw's read (one statement instead of three): the member's chance row for the
 * game and the game's rules with its prize table version; undefined when the member
 * has no chance row yet. The prizes come from `prizeTableOf` (one narrow row a draw instead of
 * the 8 active prizes' 24 columns). With `lock`, the chance row is locked so draws of one member
 * in one game run one after the other. An earlier draw with the same client key is not read here:
 * the unique (member, client key) index fails a repeat's write instead, and services/draws.ts
 * answers the first draw (findDrawByClientKey).
 */
export async function readDrawState(db: Executor, userId: number, game: GameName, lock: boolean): Promise<DrawState | undefined> {
  const [row] = await drawStateQueries[lock ? 'locked' : 'unlocked'](db, { userId, game });
  if (!row) return undefined;
  return { ...row, prizes: await prizeTableOf(db, game, row.game.prizesVersion) };
}

/**
 * Locks the game's row until the transaction ends and answers its prize table version. A draw of a
 * prize with a stock takes it before the unit, as the console's save does before the prizes: while
 * it is held no prize of the game changes, so the table at this version is the one the draw takes
 * the unit from (and the same order of locks leaves no deadlock).
 */
export async function lockGamePrizes(tx: Transaction, game: GameName): Promise<number | undefined> {
  const [row] = await tx.select({ version: rewardGames.prizesVersion }).from(rewardGames).where(eq(rewardGames.game, game)).for('update');
  return row?.version;
}

/**
 * One unit of a physical prize's stock, taken only while one is left: two draws never take the last
 * unit twice. Like every change to the prizes, it gives the game a new prizes_version (the trigger),
 * so tables cached and an operator's form loaded before it are read again.
 */
export async function takePrizeUnit(tx: Transaction, prizeId: number): Promise<boolean> {
  const taken = await tx
    .update(prizes)
    .set({ stock: sql`${prizes.stock} - 1` })
    .where(and(eq(prizes.id, prizeId), eq(prizes.active, true), gt(prizes.stock, 0)))
    .returning({ id: prizes.id });
  return taken.length === 1;
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

/** The draw's columns its write takes from placeholders of the same name (insertedRow). */
const DRAW_VALUES = new Set([
  'userId', 'game', 'drawNumber', 'clientKey', 'prizeId', 'prizeIndex', 'prizeKind', 'prizeLabel', 'prizePoints', 'prizeIcon', 'prizeColor',
  'weights', 'seed', 'commitmentHash', 'nextCommitmentHash', 'status', 'chancesLeft', 'createdAt',
]);

const recordDrawQuery = prepared('rewards_record_draw', (db) => {
  // The chance row, only if it is still as the draw read it (draw count, chances, day and seed)
  // and, with `checkGame`, the game is still active under the rules and prize table it drew with.
  const sameGame = sql`exists (select 1 from ${rewardGames} where ${rewardGames.game} = ${placeholder('game')} and ${rewardGames.active}
    and ${rewardGames.prizesVersion} = ${placeholder('readPrizesVersion')}::bigint and ${rewardGames.dailyFree} = ${placeholder('readDailyFree')}::int
    and ${rewardGames.name} = ${placeholder('readGameName')})`;
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
      .where(and(
        eq(drawChances.userId, placeholder('userId')), eq(drawChances.game, placeholder('game')), eq(drawChances.drawCount, placeholder('readDrawCount')),
        eq(drawChances.extra, placeholder('readExtra')), eq(drawChances.dailyLeft, placeholder('readDailyLeft')),
        sql`${drawChances.day} is not distinct from ${placeholder('readDay')}::date`, eq(drawChances.nextSeed, placeholder('readSeed')),
        sql`(not ${placeholder('checkGame')}::boolean or ${sameGame})`,
      ))
      .returning({ drawCount: drawChances.drawCount }),
  );
  const [balance, entry] = creditCtes(db, { onlyIf: sql`exists (select 1 from ${chance})` });
  const written = db.$with('written', getTableColumns(draws)).as(insertedRow(draws, {
    given: DRAW_VALUES,
    overrides: {
      // The credit's balance after, or (nothing credited) the balance as this statement sees it.
      balanceAfter: sql`coalesce((select ${entry.balanceAfter} from ${entry}), (select ${users.points} from ${users} where ${users.id} = ${placeholder('userId')}))`,
      ledgerEntryId: sql`(select ${entry.id} from ${entry})`,
    },
    // No row when the chance row had moved, or a credit was due and not written.
    source: sql`from ${chance} where ${placeholder('creditAmount')}::int = 0 or exists (select 1 from ${entry})`,
  }));
  return db.with(chance, balance, entry, written).select().from(written).prepare('rewards_record_draw');
});

export type RecordedDraw = Omit<NewDraw, 'id' | 'address' | 'remark' | 'claimedAt' | 'decidedAt' | 'chancesLeft' | 'balanceAfter' | 'ledgerEntryId'> & { createdAt: Date };

/** The chance row after a draw: what the draw's write sets. */
export type ChanceAfterDraw = Pick<ChanceRow, 'dailyLeft' | 'extra' | 'nextSeed'> & { day: string };

/**
 * The draw's write, one statement that writes all or nothing (one instead of four): the
 * chance row after the draw, only if it is still as `drewWith.chance` (seed included); the credit
 * of a points prize with its ledger entry (repositories/ledger.ts creditCtes; `credit` null for a
 * prize worth no points); and the draw. With `checkGame`, also only if the game is still active
 * with the rules and prize table version of `drewWith.game` (a draw that did not read the game in
 * its own transaction). undefined, with nothing written, when either had changed. Safe outside a
 * transaction: it is the draw's only write.
 */
export async function recordDraw(
  db: Executor,
  drewWith: { chance: ChanceRow; game: RewardGameRow; checkGame: boolean },
  next: ChanceAfterDraw,
  draw: RecordedDraw,
  credit: Omit<CreditValues, 'creditAt'> | null,
): Promise<DrawRow | undefined> {
  const noCredit = { creditAmount: 0, creditSource: 'other', creditReason: '', creditReference: null, creditKey: '' };
  const { chance, game } = drewWith;
  const [inserted] = await recordDrawQuery(db, {
    ...toDriverValues(draws, { ...draw, chancesLeft: next.dailyLeft + next.extra }),
    ...next, ...(credit ?? noCredit), creditAt: draw.createdAt.toISOString(),
    readDrawCount: chance.drawCount, readExtra: chance.extra, readDailyLeft: chance.dailyLeft, readDay: chance.day, readSeed: chance.nextSeed,
    checkGame: drewWith.checkGame, readPrizesVersion: game.prizesVersion, readDailyFree: game.dailyFree, readGameName: game.name,
  });
  return inserted;
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
