/**
 * Draw chances per member and game. Each game's rules live in reward_games (configuration):
 * `daily_free` chances every São Paulo day (unused ones do not carry over) and `per_invite`
 * extra chances for each invited friend who completes the profile (services/invites.ts). Extra chances (invites, later tasks and
 * shares through grantChances) never expire. A draw uses a daily chance first.
 */
import { randomBytes } from 'node:crypto';
import type { GameName } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { Executor, Transaction } from '../db/client.ts';
import * as rewards from '../repositories/rewards.ts';

/** 32 random bytes as 64 hex characters: the secret of one draw. */
export const newSeed = (): string => randomBytes(32).toString('hex');

export interface ChanceState {
  dailyLeft: number;
  extra: number;
  total: number;
}

/** What is left today: a row last touched on another day has the whole daily allowance again. */
export function chancesOn(row: Pick<rewards.ChanceRow, 'day' | 'dailyLeft' | 'extra'> | undefined, game: rewards.RewardGameRow, today: string): ChanceState {
  const dailyLeft = row && row.day === today ? row.dailyLeft : game.dailyFree;
  const extra = row?.extra ?? 0;
  return { dailyLeft, extra, total: dailyLeft + extra };
}

/** The member's row for the game, created (with its first seed) when missing. */
export async function chanceRow(tx: Executor, userId: number, game: GameName, lock = false): Promise<rewards.ChanceRow> {
  const found = await rewards.findChanceRow(tx, userId, game, lock);
  if (found) return found;
  await rewards.ensureChanceRow(tx, userId, game, newSeed());
  const row = await rewards.findChanceRow(tx, userId, game, lock);
  if (!row) throw new Error(`chance row for user ${userId} in ${game} missing`);
  return row;
}

/**
 * Gives `amount` extra chances in a game. With a `key` (e.g. `invite:42`, `task:7`) the grant is
 * given once: a repeat returns false and changes nothing.
 */
export async function grantChances(
  tx: Transaction,
  userId: number,
  game: GameName,
  amount: number,
  reason: string,
  options: { key?: string; now: Date },
): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`chances must be a positive integer, got ${amount}`);
  const key = options.key ?? `grant:${newSeed().slice(0, 24)}`;
  await chanceRow(tx, userId, game);
  if (!(await rewards.insertChanceGrant(tx, { userId, game, amount, reason, grantKey: key, createdAt: options.now }))) return false;
  await rewards.addExtraChances(tx, userId, game, amount);
  return true;
}

/**
 * An invited friend completed the profile: the inviter gets each game's per-invite chances (once
 * per friend). Returns how many chances were given (0 on a repeat).
 */
export async function grantInviteChances(tx: Transaction, inviterId: number, friend: { id: number; username: string }, now: Date): Promise<number> {
  let granted = 0;
  for (const game of await rewards.listGames(tx)) {
    if (!game.active || game.perInvite <= 0) continue;
    const reason = SERVER_MESSAGES.inviteChanceReason.replace('{{friend}}', friend.username);
    if (await grantChances(tx, inviterId, game.game, game.perInvite, reason, { key: `invite:${friend.id}`, now })) granted += game.perInvite;
  }
  return granted;
}
