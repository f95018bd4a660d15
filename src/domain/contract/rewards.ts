/**
 * Reward calls: draw games (wheel, gift box, chest), reward records, points history,
 * delivery addresses. The spec only names POST /api/game/getRewordRecords; the rest is ours
 * (docs/api.md "Reward calls").
 */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';

export * from './reward-values.ts';
import { BRAZIL_UFS, GAMES, HISTORY_RANGES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, POINT_SOURCES, RECORD_STATUSES } from './reward-values.ts';
import type { DrawStatus, GameName, PointSource, PrizeKind } from './reward-values.ts';

// ---- shared pieces -------------------------------------------------------------------------

export const gameName = z.enum(GAMES, { error: M.gameInvalid });

/** A record id: a positive integer, or its digits as a string (route queries are strings). */
export const recordId = z.union(
  [
    z.number({ error: M.recordIdInvalid }).int(M.recordIdInvalid).positive(M.recordIdInvalid).max(Number.MAX_SAFE_INTEGER, M.recordIdInvalid),
    z.string({ error: M.recordIdInvalid }).regex(/^[1-9]\d{0,14}$/, M.recordIdInvalid).transform(Number),
  ],
  { error: M.recordIdInvalid },
);

export const pagination = {
  page: z.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  page_size: z
    .number({ error: M.pageSizeInvalid })
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(PAGE_SIZE_MAX, M.pageSizeInvalid)
    .default(PAGE_SIZE_DEFAULT),
};

/** Every list answer; `hasMore` tells whether page + 1 has items. */
export interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  hasMore: boolean;
}

export interface PrizeSnapshot {
  kind: PrizeKind;
  label: string;
  points: number;
  icon: string;
  color: string;
}

// ---- game info and draw ----------------------------------------------------------------------

export const lotteryInfoRequest = z.object({ game: gameName });
export type LotteryInfoRequest = z.infer<typeof lotteryInfoRequest>;

export interface PrizeView extends PrizeSnapshot {
  /** Position in the game's prize table (the wheel segment); what a draw answers as prize_index. */
  index: number;
  id: number;
  weight: number;
  /** Odds in Portuguese, e.g. '12,5%'. */
  odds_text: string;
}

/** sha256 (hex) of the secret seed of the member's next draw in this game, and that draw's number. */
export interface Commitment {
  hash: string;
  draw_number: number;
}

export interface LotteryInfoResponse {
  game: GameName;
  name: string;
  member_id: string;
  chances_left: number;
  /** Free chances per day and those left today; extra chances (invites, tasks) do not expire. */
  daily_free: number;
  daily_left: number;
  extra_chances: number;
  prizes: PrizeView[];
  total_weight: number;
  commitment: Commitment;
  profile_complete: boolean;
  balance: number;
}

/** client_key: made by the client once per tap (e.g. crypto.randomUUID()) and reused on every retry. */
export const clientKey = z
  .string({ error: M.clientKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, M.clientKeyInvalid);

export const drawRequest = z.object({ game: gameName, client_key: clientKey });
export type DrawRequest = z.infer<typeof drawRequest>;

/** What a member needs to check a draw with src/domain/fairness.ts. */
export interface DrawProof {
  member_id: string;
  draw_number: number;
  client_key: string;
  seed: string;
  commitment_hash: string;
  weights: number[];
  prize_index: number;
}

export interface DrawResponse extends DrawProof {
  draw_id: number;
  game: GameName;
  prize: PrizeSnapshot;
  points_awarded: number;
  status: DrawStatus;
  chances_left: number;
  balance: number;
  /** The commitment of the member's following draw in this game. */
  next_commitment: Commitment;
}

// ---- records ---------------------------------------------------------------------------------

/** POST /api/game/getRewordRecords: 'all' = recent winners of a game (names masked), 'mine' = my prizes. */
export const rewardRecordsRequest = z.object({
  game: gameName,
  scope: z.enum(['all', 'mine'], { error: M.scopeInvalid }).default('all'),
  ...pagination,
});
export type RewardRecordsRequest = z.input<typeof rewardRecordsRequest>;
export type RewardRecordsQuery = z.output<typeof rewardRecordsRequest>;

export interface RewardRecordItem {
  id: number;
  game: GameName;
  name_masked: string;
  prize: PrizeSnapshot;
  status: DrawStatus;
  /** e.g. 'ma***26 ganhou 100 pontos'. */
  text: string;
  created_at: string;
}

export const lotteryRecordsRequest = z.object({
  game: gameName.optional(),
  status: z.enum(RECORD_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type LotteryRecordsRequest = z.input<typeof lotteryRecordsRequest>;
export type LotteryRecordsQuery = z.output<typeof lotteryRecordsRequest>;

export interface AddressFields {
  recipient_name: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export interface DrawRecord {
  id: number;
  game: GameName;
  game_name: string;
  prize: PrizeSnapshot;
  points_awarded: number;
  status: DrawStatus;
  status_text: string;
  /** A physical prize waiting for POST /api/lottery/claim. */
  needs_address: boolean;
  address: AddressFields | null;
  remark: string | null;
  created_at: string;
  claimed_at: string | null;
  decided_at: string | null;
}

export const idRequest = z.object({ id: recordId });
export type IdRequest = z.input<typeof idRequest>;

export interface DrawDetail extends DrawRecord, DrawProof {
  ledger_entry_id: number | null;
}

export const claimRequest = z.object({ draw_id: recordId, address_id: recordId });
export type ClaimRequest = z.input<typeof claimRequest>;
export type ClaimInput = z.output<typeof claimRequest>;

// ---- points history --------------------------------------------------------------------------

export const pointsHistoryRequest = z.object({
  range: z.enum(HISTORY_RANGES, { error: M.historyRangeInvalid }).default('all'),
  source: z.enum(POINT_SOURCES, { error: M.pointsSourceInvalid }).optional(),
  ...pagination,
});
export type PointsHistoryRequest = z.input<typeof pointsHistoryRequest>;
export type PointsHistoryQuery = z.output<typeof pointsHistoryRequest>;

export interface PointsEntry {
  id: number;
  /** Positive: credited; negative: debited. */
  amount: number;
  source: PointSource;
  source_text: string;
  reason: string;
  status: 'success';
  status_text: string;
  reference: string | null;
  balance_after: number;
  created_at: string;
}

export interface PointsHistoryResponse extends Page<PointsEntry> {
  balance: number;
}

export interface PointsDetail extends PointsEntry {
  /** The draw that paid these points, when there is one (for a link to its detail). */
  draw_id: number | null;
}

// ---- delivery addresses ----------------------------------------------------------------------

const text = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, message).max(max, message);

export const addressRequest = z.object({
  recipient_name: z
    .string({ error: M.recipientNameFormat })
    .trim()
    .regex(/^[\p{L}' .-]{2,50}$/u, M.recipientNameFormat),
  phone: z
    .string({ error: M.addressPhoneFormat })
    .trim()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\d{10,11}$/, M.addressPhoneFormat)),
  cep: z
    .string({ error: M.cepFormat })
    .trim()
    .regex(/^\d{5}-?\d{3}$/, M.cepFormat)
    .transform((v) => `${v.replace('-', '').slice(0, 5)}-${v.replace('-', '').slice(5)}`),
  street: text(M.streetFormat, 2, 120),
  number: text(M.streetNumberFormat, 1, 10),
  complement: z.string({ error: M.complementFormat }).trim().max(60, M.complementFormat).default(''),
  district: text(M.districtFormat, 2, 60),
  city: text(M.cityFormat, 2, 60),
  state: z
    .string({ error: M.stateFormat })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(BRAZIL_UFS, { error: M.stateFormat })),
  is_default: z.boolean({ error: M.invalidRequest }).default(false),
});
export type AddressRequest = z.input<typeof addressRequest>;
export type AddressInput = z.output<typeof addressRequest>;

export interface Address extends AddressFields {
  id: number;
  is_default: boolean;
  created_at: string;
}
