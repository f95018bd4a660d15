/** Reward test helpers: members who may play, chances, forced outcomes and the ledger check. */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { expect } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import type { DrawResponse, GameName } from '../../src/domain/contract/rewards.ts';
import { fairnessMessage, prizeIndexFromHmac } from '../../src/domain/fairness.ts';
import { draws, drawChances, users } from '../../server/db/schema.ts';
import { findLedgerMismatches } from '../../server/repositories/ledger.ts';
import { listActivePrizes } from '../../server/repositories/rewards.ts';
import { chanceRow, grantChances } from '../../server/services/chances.ts';
import { registerMember } from './flows.ts';
import type { TestApp } from './helpers.ts';

export interface Player {
  token: string;
  id: number;
  username: string;
}

/** A registered member with a complete profile (allowed to draw). */
export async function newPlayer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Player> {
  const { token, userInfo } = await registerMember(t, overrides);
  const done = await t.post(API.completeInfo.path, { real_name: 'Maria Jogadora', birth_date: '1990-05-20' }, { token });
  if (done.status !== 200) throw new Error(`complete info failed: ${done.body.msg}`);
  return { token, id: Number(userInfo.id), username: userInfo.username };
}

export async function grant(t: TestApp, userId: number, game: GameName, amount: number, key?: string): Promise<boolean> {
  return t.db.transaction((tx) => grantChances(tx, userId, game, amount, 'Teste', { ...(key ? { key } : {}), now: t.clock.now() }));
}

export const newKey = () => randomBytes(12).toString('base64url');

export function drawCall(t: TestApp, player: Player, game: GameName, clientKey = newKey()) {
  return t.post<DrawResponse>(API.lotteryDraw.path, { game, client_key: clientKey }, { token: player.token });
}

/**
 * A client key that makes the member's next draw in `game` land on a prize of the wanted kind:
 * the test knows the secret seed (it reads the database), so it can search keys the way the
 * fairness formula will use them.
 */
export async function keyForKind(t: TestApp, player: Player, game: GameName, kind: 'points' | 'physical' | 'nothing'): Promise<string> {
  const row = await chanceRow(t.db, player.id, game);
  const prizeRows = await listActivePrizes(t.db, game);
  const weights = prizeRows.map((p) => p.weight);
  for (let i = 0; i < 100_000; i += 1) {
    const key = `forced${i}x${newKey()}`.slice(0, 64);
    const hmac = createHmac('sha256', row.nextSeed).update(fairnessMessage(player.id, row.drawCount + 1, key)).digest();
    if (prizeRows[prizeIndexFromHmac(hmac, weights)]!.kind === kind) return key;
  }
  throw new Error(`no key found for ${kind}`);
}

export async function chanceState(t: TestApp, userId: number, game: GameName) {
  const [row] = await t.db.select().from(drawChances).where(and(eq(drawChances.userId, userId), eq(drawChances.game, game)));
  return row;
}

export async function drawCount(t: TestApp, userId: number): Promise<number> {
  return t.db.$count(draws, eq(draws.userId, userId));
}

export async function pointsOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

/** For every member, the sum of the ledger equals the balance, and no balance is negative. */
export async function expectLedgerConsistent(t: TestApp): Promise<void> {
  expect(await findLedgerMismatches(t.db)).toEqual([]);
  const negative = await t.db.select({ id: users.id }).from(users).where(lt(users.points, 0));
  expect(negative).toEqual([]);
}
