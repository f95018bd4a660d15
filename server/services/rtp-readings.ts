/**
 * Writing RTP readings, whoever sends them (an operator's batch, a CSV, a feed): checked whole
 * before anything is written, written in one statement, and every open RTP tab told at once.
 */
import { batchRefusal, type RtpReadingInput } from '../../src/domain/contract/ops-rtp.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { fill } from '../messaging/templates.ts';
import { publish } from '../realtime/events.ts';
import * as repo from '../repositories/sponsors.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

export interface CheckedReading {
  gameId: number;
  /** Basis points: 96.5 % is 9650. */
  valueBp: number;
  measuredAt: Date;
}

/** A sender's clock may run a little ahead of ours; a reading from further in the future is a mistake. */
const FUTURE_SLACK_MS = 5 * 60_000;
export const isInFuture = (ctx: AppContext, at: Date) => at.getTime() > ctx.now().getTime() + FUTURE_SLACK_MS;

export const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** Writes readings already checked; the event goes with the transaction's commit when `db` is one. */
export async function writeReadings(ctx: AppContext, readings: CheckedReading[], db: Executor = ctx.db): Promise<number> {
  const createdAt = ctx.now();
  const inserted = await repo.insertReadings(db, readings.map((reading) => ({ ...reading, createdAt })));
  if (inserted > 0) await publish(db, { type: 'rtp' });
  return inserted;
}

/** A batch whose shape the contract checked: every game must exist and no time be in the future. */
export async function checkBatch(ctx: AppContext, readings: RtpReadingInput[], db: Executor = ctx.db): Promise<CheckedReading[]> {
  const checked = readings.map((reading, index) => {
    const measuredAt = new Date(reading.at);
    if (isInFuture(ctx, measuredAt)) throw refused(batchRefusal(index, S.rtpReasonTime));
    return { gameId: reading.game_id, valueBp: toBasisPoints(reading.value), measuredAt };
  });
  const known = await repo.existingGameIds(db, [...new Set(checked.map((reading) => reading.gameId))]);
  checked.forEach((reading, index) => {
    if (!known.has(reading.gameId)) throw refused(batchRefusal(index, fill(S.rtpReasonGame, { game: reading.gameId })));
  });
  return checked;
}

/** An operator's batch, written with its audit entry. */
export async function addReadingBatch(ctx: AppContext, actor: Actor, readings: RtpReadingInput[]): Promise<{ inserted: number }> {
  const checked = await checkBatch(ctx, readings);
  const inserted = await audited(ctx, actor, (tx) => writeReadings(ctx, checked, tx), (count) => ({ action: 'rtp.readings', target: 'rtp', detail: { inserted: count } }));
  return { inserted };
}
