/** Winners, my prizes, the prize record, draw detail, claiming a physical prize and the operator's decision. */
import type {
  ClaimInput,
  DrawDetail,
  DrawRecord,
  LotteryRecordsQuery,
  Page,
  RecordStatus,
  RewardRecordItem,
  RewardRecordsQuery,
} from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import { fill } from '../messaging/templates.ts';
import { findAddress } from '../repositories/addresses.ts';
import * as rewards from '../repositories/rewards.ts';
import { maskWinnerName } from '../security/masking.ts';
import { notifyMember } from './messages.ts';
import { addressSnapshot, type GameNames, pageOf, pageWindow, prizeOf, toDrawDetail, toDrawRecord } from './reward-views.ts';
import type { Decision } from './withdrawal-review.ts';

export async function gameNames(db: Executor): Promise<GameNames> {
  const names: GameNames = { wheel: 'Roda da Fortuna', giftbox: 'Caixa da sorte', chest: 'Baú' };
  for (const game of await rewards.listGames(db)) names[game.game] = game.name;
  return names;
}

function recordItem(draw: rewards.DrawRow, username: string): RewardRecordItem {
  const name = maskWinnerName(username);
  return {
    id: draw.id,
    game: draw.game,
    name_masked: name,
    prize: prizeOf(draw),
    status: draw.status,
    text: fill(SERVER_MESSAGES.winnerText, { name, prize: draw.prizeLabel }),
    created_at: draw.createdAt.toISOString(),
  };
}

/** POST /api/game/getRewordRecords: `all` = the game's recent winners, `mine` = the member's prizes in it. */
export async function rewardRecords(
  ctx: AppContext,
  member: Member | null,
  input: RewardRecordsQuery,
): Promise<Page<RewardRecordItem>> {
  const { limit, offset } = pageWindow(input.page, input.page_size);
  if (input.scope === 'mine' && member) {
    const rows = await rewards.listMemberPrizes(ctx.db, { userId: member.user.id, game: input.game, limit, offset });
    return pageOf(
      rows.map((draw) => recordItem(draw, member.user.username)),
      input.page,
      input.page_size,
    );
  }
  const rows = await rewards.listWinners(ctx.db, input.game, limit, offset);
  return pageOf(
    rows.map((r) => recordItem(r.draw, r.username)),
    input.page,
    input.page_size,
  );
}

export async function lotteryRecords(ctx: AppContext, member: Member, input: LotteryRecordsQuery): Promise<Page<DrawRecord>> {
  const rows = await rewards.listMemberPrizes(ctx.db, {
    userId: member.user.id,
    ...(input.game ? { game: input.game } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...pageWindow(input.page, input.page_size),
  });
  const names = await gameNames(ctx.db);
  return pageOf(
    rows.map((row) => toDrawRecord(row, names)),
    input.page,
    input.page_size,
  );
}

async function memberDraw(db: Executor, member: Member, id: number): Promise<rewards.DrawRow> {
  const draw = await rewards.findMemberDraw(db, member.user.id, id);
  if (!draw) throw refused(SERVER_MESSAGES.recordNotFound);
  return draw;
}

export async function lotteryDetail(ctx: AppContext, member: Member, id: number): Promise<DrawDetail> {
  return toDrawDetail(await memberDraw(ctx.db, member, id), await gameNames(ctx.db));
}

/** A physical prize waiting for delivery gets an address (copied onto the draw) and goes to review. */
export async function claimPrize(ctx: AppContext, member: Member, input: ClaimInput): Promise<DrawRecord> {
  const draw = await memberDraw(ctx.db, member, input.draw_id);
  if (draw.status !== 'pending') throw refused(SERVER_MESSAGES.prizeNotClaimable);
  const address = await findAddress(ctx.db, member.user.id, input.address_id);
  if (!address) throw refused(SERVER_MESSAGES.addressNotFound);
  const claimed = await rewards.claimDraw(ctx.db, member.user.id, draw.id, addressSnapshot(address), ctx.now());
  if (!claimed) throw refused(SERVER_MESSAGES.prizeNotClaimable);
  return toDrawRecord(claimed, await gameNames(ctx.db));
}

/**
 * The operator delivers (success) or refuses (failed) a prize in review, with a remark the member
 * sees, in the caller's transaction (its audit entry's). A refused physical prize gives nothing
 * back: no chance, no points.
 */
export async function decidePrize(
  ctx: AppContext, input: { draw_id: number; status: 'success' | 'failed'; remark: string }, tx: Transaction,
): Promise<DrawRecord> {
  const now = ctx.now();
  const row = await rewards.decideDraw(tx, input.draw_id, input.status, input.remark, now);
  if (!row) throw refused(SERVER_MESSAGES.prizeNotInReview);
  await notifyMember(tx, row.userId, prizeDecisionMessage(row.status === 'success', row.prizeLabel, input.remark), now, 'prize');
  return toDrawRecord(row, await gameNames(tx));
}

/** The prize-claims queue's decision: approve sends the prize, reject refuses it. */
export const decidePrizeClaim = (ctx: AppContext, decision: Decision, tx: Transaction) =>
  decidePrize(ctx, { draw_id: decision.id, status: decision.approve ? 'success' : 'failed', remark: decision.remark }, tx);

function prizeDecisionMessage(delivered: boolean, prize: string, remark: string) {
  const values = { prize, remark };
  return delivered
    ? { title: SERVER_MESSAGES.prizeDeliveredTitle, body: fill(SERVER_MESSAGES.prizeDeliveredBody, values).trim() }
    : { title: SERVER_MESSAGES.prizeRefusedTitle, body: fill(SERVER_MESSAGES.prizeRefusedBody, values).trim() };
}

export async function prizeClaims(ctx: AppContext, status: RecordStatus, limit: number) {
  const names = await gameNames(ctx.db);
  const rows = await rewards.listDrawsByStatus(ctx.db, status, limit);
  return rows.map((r) => ({ ...toDrawRecord(r.draw, names), member_id: String(r.draw.userId), username: r.username }));
}
