/** Database rows → the answers of the reward calls (src/domain/contract/rewards.ts). */
import type { Address, DrawDetail, DrawRecord, DrawResponse, GameName, PointsEntry, PrizeSnapshot } from '../../src/domain/contract/rewards.ts';
import { REWARD_LABELS } from '../../src/domain/messages.pt.ts';
import type { AddressRow } from '../repositories/addresses.ts';
import type { LedgerEntryRow } from '../repositories/ledger.ts';
import type { DrawRow } from '../repositories/rewards.ts';

export type GameNames = Record<GameName, string>;

export function prizeOf(draw: DrawRow): PrizeSnapshot {
  return { kind: draw.prizeKind, label: draw.prizeLabel, points: draw.prizePoints, icon: draw.prizeIcon, color: draw.prizeColor };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toDrawRecord(draw: DrawRow, names: GameNames): DrawRecord {
  return {
    id: draw.id,
    game: draw.game,
    game_name: names[draw.game],
    prize: prizeOf(draw),
    points_awarded: draw.prizeKind === 'points' ? draw.prizePoints : 0,
    status: draw.status,
    status_text: REWARD_LABELS.drawStatus[draw.status],
    needs_address: draw.status === 'pending',
    address: draw.address ?? null,
    remark: draw.remark,
    created_at: draw.createdAt.toISOString(),
    claimed_at: iso(draw.claimedAt),
    decided_at: iso(draw.decidedAt),
  };
}

function proofOf(draw: DrawRow) {
  return {
    member_id: String(draw.userId),
    draw_number: draw.drawNumber,
    client_key: draw.clientKey,
    seed: draw.seed,
    commitment_hash: draw.commitmentHash,
    weights: draw.weights,
    prize_index: draw.prizeIndex,
  };
}

export function toDrawDetail(draw: DrawRow, names: GameNames): DrawDetail {
  return { ...toDrawRecord(draw, names), ...proofOf(draw), ledger_entry_id: draw.ledgerEntryId };
}

/** The draw answer; a retried client key gets exactly this again, built from the stored row. */
export function toDrawResponse(draw: DrawRow): DrawResponse {
  return {
    draw_id: draw.id,
    game: draw.game,
    prize: prizeOf(draw),
    points_awarded: draw.prizeKind === 'points' ? draw.prizePoints : 0,
    status: draw.status,
    chances_left: draw.chancesLeft,
    balance: draw.balanceAfter,
    ...proofOf(draw),
    next_commitment: { hash: draw.nextCommitmentHash, draw_number: draw.drawNumber + 1 },
  };
}

export function toPointsEntry(entry: LedgerEntryRow): PointsEntry {
  return {
    id: entry.id,
    amount: entry.amount,
    source: entry.source,
    source_text: REWARD_LABELS.pointSource[entry.source],
    reason: entry.reason,
    status: entry.status,
    status_text: REWARD_LABELS.ledgerStatus[entry.status],
    reference: entry.reference,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
  };
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    recipient_name: row.recipientName,
    phone: row.phone,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields a claimed prize keeps, even if the member later deletes the address. */
export function addressSnapshot(row: AddressRow): NonNullable<DrawRow['address']> {
  const { id: _id, is_default: _default, created_at: _created, ...fields } = toAddress(row);
  return fields;
}

/** Reads page + 1 rows to know whether another page exists. */
export function pageOf<T>(rows: T[], page: number, pageSize: number) {
  return { list: rows.slice(0, pageSize), page, page_size: pageSize, hasMore: rows.length > pageSize };
}

export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize + 1, offset: (page - 1) * pageSize });
