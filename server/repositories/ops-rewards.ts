/** The console's writes of a game's rules: on or off, its chances and its prize table, replaced as a set. */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { OpsRewardPrize } from '../../src/domain/contract/ops-rewards.ts';
import type { GameName } from '../../src/domain/contract/reward-values.ts';
import type { Executor } from '../db/client.ts';
import { prizes, rewardGames } from '../db/schema.ts';
import type { PrizeRow, RewardGameRow } from './rewards.ts';

/** Every game with its active prizes in prize order. */
export async function listGamesWithPrizes(db: Executor): Promise<Array<{ game: RewardGameRow; prizes: PrizeRow[] }>> {
  const games = await db.select().from(rewardGames).orderBy(asc(rewardGames.game));
  const rows = await db.select().from(prizes).where(eq(prizes.active, true)).orderBy(asc(prizes.sort), asc(prizes.id));
  return games.map((game) => ({ game, prizes: rows.filter((prize) => prize.game === game.game) }));
}

/**
 * Locks the game's row if it is still at `version`, until the transaction ends: a second save from
 * the same loaded version waits here, then finds the version the first one's prizes moved and
 * locks nothing. False: the version moved (or no such game).
 */
export async function lockGameAtVersion(tx: Executor, game: GameName, version: number): Promise<boolean> {
  const locked = await tx
    .select({ game: rewardGames.game })
    .from(rewardGames)
    .where(and(eq(rewardGames.game, game), eq(rewardGames.prizesVersion, version)))
    .for('update');
  return locked.length === 1;
}

/** Whether members may play the game and how they get chances; draws read `active` with the member's row. */
export async function setGameSwitches(tx: Executor, game: GameName, switches: Pick<RewardGameRow, 'active' | 'dailyFree' | 'perInvite'>): Promise<void> {
  await tx.update(rewardGames).set(switches).where(eq(rewardGames.game, game));
}

/** The ids among `ids` that are prizes of the game (active or not). */
export async function prizeIdsOfGame(tx: Executor, game: GameName, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: prizes.id }).from(prizes).where(and(eq(prizes.game, game), inArray(prizes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The game's active prizes become exactly `table`, in its order: a row with an id is updated, one
 * without is added, and an active prize left out is switched off, not deleted, since past draws
 * point at it. Every write fires the trigger that gives the game a new prizes_version.
 */
export async function replacePrizeTable(tx: Executor, game: GameName, table: readonly OpsRewardPrize[]): Promise<void> {
  const kept = table.flatMap((prize) => (prize.id === undefined ? [] : [prize.id]));
  const leftOut = and(eq(prizes.game, game), eq(prizes.active, true), kept.length > 0 ? notInArray(prizes.id, kept) : undefined);
  await tx.update(prizes).set({ active: false }).where(leftOut);
  for (const [sort, { id, ...values }] of table.entries()) {
    const row = { ...values, sort, active: true };
    if (id === undefined) await tx.insert(prizes).values({ ...row, game });
    else await tx.update(prizes).set(row).where(and(eq(prizes.id, id), eq(prizes.game, game)));
  }
}
