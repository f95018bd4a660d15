/**
 * What this process last wrote of a member's chance row in a game, with the game's rules and prize
 * table it drew under: a member's next draw in this process is one statement, its write,
 * instead of a read and a write.
 *
 * Nothing remembered is trusted. The write happens only if the database still holds exactly this
 * chance row (draw count, chances, day, seed) and the game is still active with the same rules and
 * prize table version (repositories/rewards.ts recordDraw, `checkGame`); otherwise it writes
 * nothing, the entry is dropped and the draw reads again. So another process's draw, a grant, an
 * operator's change or another database open in this process (tests, benchmarks) costs one
 * statement that writes nothing, never a wrong draw. Kept per database handle, the least recently
 * drawn dropped first.
 */
import { LRUCache } from 'lru-cache';
import type { GameName } from '../../src/domain/contract/rewards.ts';
import type { Executor } from '../db/client.ts';
import type { ChanceAfterDraw, DrawState } from '../repositories/rewards.ts';

/** Members × games remembered per database: a promotion's crowd, about 1 kB each. */
const MAX_REMEMBERED = 20_000;

const byDatabase = new WeakMap<Executor, LRUCache<string, DrawState>>();

const keyOf = (userId: number, game: GameName) => `${userId}:${game}`;

/** The state this process's last draw of the member in the game left, if it is still remembered. */
export function rememberedDrawState(db: Executor, userId: number, game: GameName): DrawState | undefined {
  return byDatabase.get(db)?.get(keyOf(userId, game));
}

/** Remembers the state a draw just wrote: the chance row after it, and the game and prizes it drew with. */
export function rememberDraw(db: Executor, userId: number, game: GameName, drewWith: DrawState, after: ChanceAfterDraw): void {
  let remembered = byDatabase.get(db);
  if (!remembered) byDatabase.set(db, (remembered = new LRUCache({ max: MAX_REMEMBERED })));
  const chance = { ...drewWith.chance, ...after, drawCount: drewWith.chance.drawCount + 1 };
  remembered.set(keyOf(userId, game), { chance, game: drewWith.game, prizes: drewWith.prizes });
}

/** Drops what was remembered: the database no longer holds it (a write that wrote nothing). */
export function forgetDrawState(db: Executor, userId: number, game: GameName): void {
  byDatabase.get(db)?.delete(keyOf(userId, game));
}
