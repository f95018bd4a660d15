/**
 * Draws: the server picks every prize. One transaction of two statements takes a chance (row lock
 * on the member's chance row, so parallel requests of one member run one after the other), picks
 * the prize from the committed seed, then records the draw together with the credit of any points
 * (the ledger's CTEs, repositories/ledger.ts creditCtes: balance and entry in the same statement).
 * A client key makes a retry return the first answer instead of drawing again.
 */
import { createHmac } from 'node:crypto';
import { GAME_POINT_SOURCE, type DrawRequest, type DrawResponse, type GameName, type LotteryInfoResponse } from '../../src/domain/contract/rewards.ts';
import { fairnessMessage, oddsText, prizeIndexFromHmac } from '../../src/domain/fairness.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { completeTasksOnEvent } from './task-review.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { badRequest } from '../http/envelope.ts';
import type { Member } from '../http/guards.ts';
import * as rewards from '../repositories/rewards.ts';
import { sha256 } from '../security/tokens.ts';
import { rewardDay } from './calendar.ts';
import { chanceRow, chancesOn, newSeed } from './chances.ts';
import { toDrawResponse } from './reward-views.ts';

/** The game's rules and prize table; refused when the game is switched off or has no prizes. */
async function activeGame(db: Executor, game: GameName) {
  const found = await rewards.findGameWithPrizes(db, game);
  if (!found || !found.game.active || found.prizes.length === 0) throw badRequest(SERVER_MESSAGES.gameUnavailable);
  return found;
}

/** Chances, prizes with odds and the commitment of the next draw (creates the chance row on first sight). */
export async function gameInfo(ctx: AppContext, member: Member, game: GameName): Promise<LotteryInfoResponse> {
  const { game: gameRow, prizes: prizeRows } = await activeGame(ctx.db, game);
  const row = await chanceRow(ctx.db, member.user.id, game);
  const state = chancesOn(row, gameRow, rewardDay(ctx.now()));
  const total = prizeRows.reduce((sum, p) => sum + p.weight, 0);
  return {
    game,
    name: gameRow.name,
    member_id: String(member.user.id),
    chances_left: state.total,
    daily_free: gameRow.dailyFree,
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
      weight: p.weight,
      odds_text: oddsText(p.weight, total),
    })),
    total_weight: total,
    commitment: { hash: sha256(row.nextSeed), draw_number: row.drawCount + 1 },
    profile_complete: Boolean(member.user.realName && member.user.birthDate),
    balance: member.user.points,
  };
}

/** A member's first draw in a game: makes the chance row, then locks and reads it with the game. */
async function firstDrawState(tx: Transaction, userId: number, game: GameName, clientKey: string) {
  await chanceRow(tx, userId, game);
  return rewards.lockDrawState(tx, userId, game, clientKey);
}

/** The first answer for a client key; a key used in another game is refused. */
function replay(draw: rewards.DrawRow, game: GameName): DrawResponse {
  if (draw.game !== game) throw badRequest(SERVER_MESSAGES.clientKeyReused);
  return toDrawResponse(draw);
}

export async function drawPrize(ctx: AppContext, member: Member, input: DrawRequest): Promise<DrawResponse> {
  const userId = member.user.id;
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      // Two statements (issue 15). The read locks the chance row, so parallel draws of this member
      // in this game wait for each other, and finds a draw already made with this key (a retry).
      const state = (await rewards.lockDrawState(tx, userId, input.game, input.client_key)) ?? (await firstDrawState(tx, userId, input.game, input.client_key));
      if (state?.earlier) return replay(state.earlier, input.game);
      if (!state || !state.game.active || state.prizes.length === 0) throw badRequest(SERVER_MESSAGES.gameUnavailable);
      const { chance: row, game: gameRow, prizes: prizeRows } = state;
      const today = rewardDay(now);
      const chances = chancesOn(row, gameRow, today);
      if (chances.total <= 0) throw badRequest(SERVER_MESSAGES.noChancesLeft);

      const weights = prizeRows.map((p) => p.weight);
      const drawNumber = row.drawCount + 1;
      const hmac = createHmac('sha256', row.nextSeed).update(fairnessMessage(userId, drawNumber, input.client_key)).digest();
      const prizeIndex = prizeIndexFromHmac(hmac, weights);
      const prize = prizeRows[prizeIndex]!;

      const fromDaily = chances.dailyLeft > 0;
      const nextSeed = newSeed();
      // (member, game, draw number) is unique, so it names the draw in the ledger before the draw row exists.
      const reference = `draw:${input.game}:${drawNumber}`;
      // The write: chance row, credit with its ledger entry, and the draw, in one statement.
      const draw = await rewards.recordDraw(
        tx,
        row,
        { day: today, dailyLeft: chances.dailyLeft - (fromDaily ? 1 : 0), extra: chances.extra - (fromDaily ? 0 : 1), nextSeed, points: state.points },
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
      if (!draw) throw new Error('chance row changed under its lock');
      // A member's first draw of a game may be their first draw at all: the "first draw" task (once).
      if (drawNumber === 1) await completeTasksOnEvent(tx, userId, 'first_draw', now);
      return toDrawResponse(draw);
    });
  } catch (error) {
    // Last guard: the unique (user, client_key) index; the loser answers with the winner's draw.
    if (violatedUniqueConstraint(error) === 'draws_user_client_key_unique') {
      const first = await rewards.findDrawByClientKey(ctx.db, userId, input.client_key);
      if (first) return replay(first, input.game);
    }
    throw error;
  }
}
