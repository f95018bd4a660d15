/**
 * Draws: the server picks every prize. A draw reads the member's chance row with the game (or takes
 * what this process's last draw of the member wrote, services/draw-memory.ts), picks the prize from
 * the committed seed, then writes in one all-or-nothing statement the chance row (only if still as
 * read, and the game too), the credit of any points (the ledger's CTEs, repositories/ledger.ts
 * creditCtes: balance and entry in the same statement) and the draw (see drawPrize for the
 * optimistic and the locked way). A client key makes a retry return the first answer instead of
 * drawing again.
 *
 * Weights: a prize is drawn with its drawable weight (src/domain/prize-odds.ts drawableWeight: 0
 * for weight 0 and for a physical prize out of stock), and the draw keeps those weights as its
 * proof, so the member's check reproduces the pick from the table the draw used. A prize with a
 * stock is drawn only the locked way, which takes its unit in the draw's transaction (drawFrom).
 */
import { createHmac } from 'node:crypto';
import { GAME_POINT_SOURCE, type DrawRequest, type DrawResponse, type GameName, type LotteryInfoResponse } from '../../src/domain/contract/rewards.ts';
import { fairnessMessage, oddsText, prizeIndexFromHmac } from '../../src/domain/fairness.ts';
import { drawableWeight, isPlayable, totalWeight } from '../../src/domain/prize-odds.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { completeTasksOnEvent } from './task-review.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { retryOnceOnConflict, violatedUniqueConstraint } from '../db/errors.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as rewards from '../repositories/rewards.ts';
import { sha256 } from '../security/tokens.ts';
import { rewardDay } from './calendar.ts';
import { chanceRow, chancesOn, newSeed } from './chances.ts';
import { forgetDrawState, rememberDraw, rememberedDrawState } from './draw-memory.ts';
import { toDrawResponse } from './reward-views.ts';
import { countCredit, countDraw } from '../metrics/business.ts';

/** What a game nobody may play shows of a member's chances. */
const NO_CHANCES = { dailyLeft: 0, extra: 0, total: 0 };

/**
 * Chances, prizes with odds and the commitment of the next draw (creates the chance row on first
 * sight). A game switched off, or with nothing to draw, answers `available: false` with no prizes
 * and no chances: the page says so plainly instead of failing (a fresh production database's games).
 */
export async function gameInfo(ctx: AppContext, member: Member, game: GameName): Promise<LotteryInfoResponse> {
  const found = await rewards.findGameWithPrizes(ctx.db, game);
  if (!found) throw refused(SERVER_MESSAGES.gameUnavailable);
  const available = isPlayable(found.game, found.prizes);
  const gameRow = found.game;
  const prizeRows = available ? found.prizes : [];
  const row = await chanceRow(ctx.db, member.user.id, game);
  const state = available ? chancesOn(row, gameRow, rewardDay(ctx.now())) : NO_CHANCES;
  // The odds members get: a prize of weight 0 or out of stock shows 0%.
  const total = totalWeight(prizeRows);
  return {
    game,
    name: gameRow.name,
    available,
    member_id: String(member.user.id),
    chances_left: state.total,
    daily_free: available ? gameRow.dailyFree : 0,
    daily_left: state.dailyLeft,
    extra_chances: state.extra,
    prizes: prizeRows.map((p, index) => ({
      index,
      id: p.id,
      kind: p.kind,
      label: p.label,
      points: p.points,
      icon: p.icon,
      color: p.color,
      weight: drawableWeight(p),
      odds_text: oddsText(drawableWeight(p), total),
    })),
    total_weight: total,
    commitment: { hash: sha256(row.nextSeed), draw_number: row.drawCount + 1 },
    profile_complete: Boolean(member.user.realName && member.user.birthDate),
    balance: member.user.points,
  };
}

/** A member's first draw in a game: makes the chance row, then locks and reads it with the game. */
async function firstDrawState(tx: Transaction, userId: number, game: GameName) {
  await chanceRow(tx, userId, game);
  return rewards.readDrawState(tx, userId, game, true);
}

/**
 * A retry of a draw that was made answers that draw even when no chance is left now; only a key
 * never used is refused. (A retry with chances left fails its write on the unique key index and
 * drawPrize answers the first draw.)
 */
async function refuseUnlessRepeat(db: Executor, userId: number, input: DrawRequest, message: string): Promise<DrawResponse> {
  const earlier = await rewards.findDrawByClientKey(db, userId, input.client_key);
  if (earlier) return replay(earlier, input.game);
  throw refused(message);
}

/** The first answer for a client key; a key used in another game is refused. */
function replay(draw: rewards.DrawRow, game: GameName): DrawResponse {
  if (draw.game !== game) throw refused(SERVER_MESSAGES.clientKeyReused);
  return toDrawResponse(draw);
}

/**
 * How a draw runs: `remembered`, only the write, from the chance row this process's last draw of
 * the member wrote (services/draw-memory.ts); `optimistic`, a read and the write, no transaction
 * or lock; `locked`, the same in a transaction that locks the chance row first. The first two
 * write only if the chance row and the game are still as they drew with, and hand over to the next
 * way what they cannot draw.
 */
type DrawWay = { kind: 'remembered' | 'optimistic'; db: Executor } | { kind: 'locked'; db: Transaction };

/** Handed to the next way: nothing remembered, a first draw in the game, or the chance row or game moved. */
const HAND_OVER = Symbol('next way');

async function drawStateFor(way: DrawWay, userId: number, game: GameName): Promise<rewards.DrawState | undefined | typeof HAND_OVER> {
  switch (way.kind) {
    case 'remembered':
      return rememberedDrawState(way.db, userId, game) ?? HAND_OVER;
    case 'optimistic': {
      const state = await rewards.readDrawState(way.db, userId, game, false);
      // A first draw makes the chance row and may complete the "first draw" task: one transaction.
      return !state || state.chance.drawCount === 0 ? HAND_OVER : state;
    }
    case 'locked':
      return (await rewards.readDrawState(way.db, userId, game, true)) ?? (await firstDrawState(way.db, userId, game));
  }
}

/** Why no draw can be made from this state today, or undefined when one can. */
function refusalOf(state: rewards.DrawState | undefined, today: string): string | undefined {
  // Every prize at weight 0 or out of stock: nothing can be drawn.
  if (!state || !isPlayable(state.game, state.prizes)) return SERVER_MESSAGES.gameUnavailable;
  return chancesOn(state.chance, state.game, today).total <= 0 ? SERVER_MESSAGES.noChancesLeft : undefined;
}

/** A physical prize with a stock: its unit is taken in the draw's transaction. */
const isStocked = (prize: rewards.PrizeRow) => prize.kind === 'physical' && prize.stock !== null;

/** The pick from the committed seed, with the drawable weights it was made with (the draw's proof). */
function pick(state: rewards.DrawState, userId: number, input: DrawRequest) {
  const weights = state.prizes.map(drawableWeight);
  const drawNumber = state.chance.drawCount + 1;
  const hmac = createHmac('sha256', state.chance.nextSeed).update(fairnessMessage(userId, drawNumber, input.client_key)).digest();
  const prizeIndex = prizeIndexFromHmac(hmac, weights);
  return { weights, drawNumber, prizeIndex, prize: state.prizes[prizeIndex]! };
}

/**
 * The state a locked draw of a prize with a stock draws from: the game's row locked first (no prize
 * changes while it is held), then, if another draw took a unit or an operator saved since the read,
 * the chance row and table read again at the version now held. undefined: drawn by the state as
 * read. Either way the caller picks again from what this answers and takes the unit if the pick
 * still has a stock.
 */
async function stateUnderGameLock(tx: Transaction, userId: number, game: GameName, read: rewards.DrawState): Promise<rewards.DrawState | undefined> {
  const version = await rewards.lockGamePrizes(tx, game);
  if (version === read.game.prizesVersion) return read;
  return rewards.readDrawState(tx, userId, game, true);
}

async function drawOnce(way: DrawWay, memory: Executor, userId: number, input: DrawRequest, now: Date): Promise<DrawResponse | typeof HAND_OVER> {
  let state = await drawStateFor(way, userId, input.game);
  if (state === HAND_OVER) return HAND_OVER;
  const today = rewardDay(now);
  if (state && !refusalOf(state, today) && isStocked(pick(state, userId, input).prize)) {
    // A unit of stock is taken only under locks, in the draw's transaction.
    if (way.kind !== 'locked') return HAND_OVER;
    state = await stateUnderGameLock(way.db, userId, input.game, state);
  }
  const refusal = refusalOf(state, today);
  if (!state || refusal) {
    // A refusal from what was remembered is read again: a grant or an operator may have changed it.
    return way.kind === 'remembered' ? HAND_OVER : refuseUnlessRepeat(way.db, userId, input, refusal ?? SERVER_MESSAGES.gameUnavailable);
  }
  const { chance: row, game: gameRow } = state;
  const chances = chancesOn(row, gameRow, today);
  const { weights, drawNumber, prizeIndex, prize } = pick(state, userId, input);
  // Under the game's lock the table is as read, so a unit the pick shows is there to take.
  if (isStocked(prize) && !(way.kind === 'locked' && (await rewards.takePrizeUnit(way.db, prize.id)))) {
    throw new Error(`prize ${prize.id} stock moved under the game's lock`);
  }

  const fromDaily = chances.dailyLeft > 0;
  const nextSeed = newSeed();
  const after = { day: today, dailyLeft: chances.dailyLeft - (fromDaily ? 1 : 0), extra: chances.extra - (fromDaily ? 0 : 1), nextSeed };
  // (member, game, draw number) is unique, so it names the draw in the ledger before the draw row exists.
  const reference = `draw:${input.game}:${drawNumber}`;
  const draw = await rewards.recordDraw(
    way.db,
    { chance: row, game: gameRow, checkGame: way.kind !== 'locked' },
    after,
    {
      userId,
      game: input.game,
      drawNumber,
      clientKey: input.client_key,
      prizeId: prize.id,
      prizeIndex,
      prizeKind: prize.kind,
      prizeLabel: prize.label,
      prizePoints: prize.points,
      prizeIcon: prize.icon,
      prizeColor: prize.color,
      weights,
      seed: row.nextSeed,
      commitmentHash: sha256(row.nextSeed),
      nextCommitmentHash: sha256(nextSeed),
      status: prize.kind === 'points' ? 'success' : prize.kind === 'physical' ? 'pending' : 'none',
      createdAt: now,
    },
    prize.kind === 'points'
      ? { creditAmount: prize.points, creditSource: GAME_POINT_SOURCE[input.game], creditReason: `${gameRow.name}: ${prize.label}`, creditReference: reference, creditKey: reference }
      : null,
  );
  if (!draw) {
    // Another draw, a grant or an operator changed the chance row or the game since it was read; nothing was written.
    forgetDrawState(memory, userId, input.game);
    if (way.kind !== 'locked') return HAND_OVER;
    throw new Error('chance row changed under its lock');
  }
  // Should a locked draw's transaction still fail after this, the remembered row matches nothing and the next draw reads.
  // (A unit taken moved the version: the next draw from this memory writes nothing, then reads.)
  rememberDraw(memory, userId, input.game, state, after);
  countDraw(input.game);
  if (prize.kind === 'points') countCredit(GAME_POINT_SOURCE[input.game], prize.points);
  if (way.kind === 'locked' && drawNumber === 1) await completeTasksOnEvent(way.db, userId, 'first_draw', now);
  return toDrawResponse(draw);
}

/**
 * A draw. Most run the remembered way (one statement) or the optimistic way (a read and one
 * all-or-nothing write, no transaction; two round trips instead of eight). A first draw
 * in a game, or one whose chance row moved between its read and its write (parallel draws of one
 * member, a grant), runs again the locked way, so it neither fails nor spins.
 */
export async function drawPrize(ctx: AppContext, member: Member, input: DrawRequest): Promise<DrawResponse> {
  const userId = member.user.id;
  const now = ctx.now();
  try {
    for (const kind of ['remembered', 'optimistic'] as const) {
      const drawn = await drawOnce({ kind, db: ctx.db }, ctx.db, userId, input, now);
      if (drawn !== HAND_OVER) return drawn;
    }
    // Rolled back whole by a deadlock or serialization failure, the locked way may simply run again.
    const locked = await retryOnceOnConflict(() => ctx.db.transaction((tx) => drawOnce({ kind: 'locked', db: tx }, ctx.db, userId, input, now)));
    if (locked === HAND_OVER) throw new Error('the locked way handed a draw over');
    return locked;
  } catch (error) {
    // Last guard: the unique (user, client_key) index; the loser answers with the winner's draw.
    if (violatedUniqueConstraint(error) === 'draws_user_client_key_unique') {
      const first = await rewards.findDrawByClientKey(ctx.db, userId, input.client_key);
      if (first) return replay(first, input.game);
    }
    throw error;
  }
}
