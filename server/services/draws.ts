/**
 * Draws: the server picks every prize. One transaction takes a chance (row lock on the member's
 * chance row, so parallel requests of one member run one after the other), picks the prize from
 * the committed seed, records the draw and credits any points through the ledger. A client key
 * makes a retry return the first answer instead of drawing again.
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
import { currentPoints } from '../repositories/users.ts';
import { sha256 } from '../security/tokens.ts';
import { rewardDay } from './calendar.ts';
import { chanceRow, chancesOn, newSeed } from './chances.ts';
import { creditPoints } from './ledger.ts';
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

/** A member's first draw in a game: makes the chance row (locked), then reads it with the game. */
async function firstChanceRow(tx: Transaction, userId: number, game: GameName) {
  await chanceRow(tx, userId, game, true);
  return rewards.lockChanceRowWithGame(tx, userId, game);
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
      // The lock makes parallel draws of this member in this game wait for each other; a retry of
      // the same key then finds the first draw below and answers it. The game's rules and prizes
      // come in the same statement (a first draw in a game makes the chance row first).
      const locked = (await rewards.lockChanceRowWithGame(tx, userId, input.game)) ?? (await firstChanceRow(tx, userId, input.game));
      // After the lock, in its own statement: it sees a draw committed while we waited.
      const earlier = await rewards.findDrawByClientKey(tx, userId, input.client_key);
      if (earlier) return replay(earlier, input.game);
      if (!locked || !locked.game.active || locked.prizes.length === 0) throw badRequest(SERVER_MESSAGES.gameUnavailable);
      const { chance: row, game: gameRow, prizes: prizeRows } = locked;
      const today = rewardDay(now);
      const state = chancesOn(row, gameRow, today);
      if (state.total <= 0) throw badRequest(SERVER_MESSAGES.noChancesLeft);

      const weights = prizeRows.map((p) => p.weight);
      const drawNumber = row.drawCount + 1;
      const hmac = createHmac('sha256', row.nextSeed).update(fairnessMessage(userId, drawNumber, input.client_key)).digest();
      const prizeIndex = prizeIndexFromHmac(hmac, weights);
      const prize = prizeRows[prizeIndex]!;

      const fromDaily = state.dailyLeft > 0;
      const nextSeed = newSeed();
      // (member, game, draw number) is unique, so it names the draw in the ledger before the draw row exists.
      const reference = `draw:${input.game}:${drawNumber}`;
      const credit =
        prize.kind === 'points'
          ? await creditPoints(tx, {
              userId,
              amount: prize.points,
              source: GAME_POINT_SOURCE[input.game],
              reason: `${gameRow.name}: ${prize.label}`,
              reference,
              key: reference,
              now,
            })
          : null;
      const balance = credit ? credit.balance : await currentPoints(tx, userId);
      // The chance row and the draw in one statement; the row only if nobody drew in between.
      const draw = await rewards.recordDraw(
        tx,
        row,
        { day: today, dailyLeft: state.dailyLeft - (fromDaily ? 1 : 0), extra: state.extra - (fromDaily ? 0 : 1), nextSeed },
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
          balanceAfter: balance,
          ledgerEntryId: credit ? credit.entry.id : null,
          createdAt: now,
        },
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
