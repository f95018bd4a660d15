/**
 * Reward calls: draw games (wheel, gift box, chest), reward records, points history,
 * delivery addresses. The spec only names POST /api/game/getRewordRecords; the rest is ours
 * (docs/api.md "Reward calls").
 */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import type {
  addressAnswer, addressFields, commitment, drawAnswer, drawDetailAnswer, drawProof, drawRecordAnswer, lotteryInfoAnswer, pointsDetailAnswer,
  pendingPointsEntry, pointsEntry, pointsHistoryAnswer, prizeView, rewardRecordsAnswer,
} from './answers/rewards.ts';
import type { prizeSnapshot } from './answers/common.ts';

export * from './reward-values.ts';
import { BRAZIL_UFS, GAMES, HISTORY_RANGES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, POINT_SOURCES, RECORD_STATUSES } from './reward-values.ts';

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

export type PrizeSnapshot = z.output<typeof prizeSnapshot>;

// ---- game info and draw ----------------------------------------------------------------------

export const lotteryInfoRequest = z.object({ game: gameName });
export type LotteryInfoRequest = z.infer<typeof lotteryInfoRequest>;

export type PrizeView = z.output<typeof prizeView>;

/** sha256 (hex) of the secret seed of the member's next draw in this game, and that draw's number. */
export type Commitment = z.output<typeof commitment>;

export type LotteryInfoResponse = z.output<typeof lotteryInfoAnswer>;

/** client_key: made by the client once per tap (e.g. crypto.randomUUID()) and reused on every retry. */
export const clientKey = z
  .string({ error: M.clientKeyInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, M.clientKeyInvalid);

export const drawRequest = z.object({ game: gameName, client_key: clientKey });
export type DrawRequest = z.infer<typeof drawRequest>;

/** What a member needs to check a draw with src/domain/fairness.ts. */
export type DrawProof = z.output<typeof drawProof>;

export type DrawResponse = z.output<typeof drawAnswer>;

// ---- records ---------------------------------------------------------------------------------

/** POST /api/game/getRewordRecords: 'all' = recent winners of a game (names masked), 'mine' = my prizes. */
export const rewardRecordsRequest = z.object({
  game: gameName,
  scope: z.enum(['all', 'mine'], { error: M.scopeInvalid }).default('all'),
  ...pagination,
});
export type RewardRecordsRequest = z.input<typeof rewardRecordsRequest>;
export type RewardRecordsQuery = z.output<typeof rewardRecordsRequest>;

export type RewardRecordItem = z.output<typeof rewardRecordsAnswer>['list'][number];

export const lotteryRecordsRequest = z.object({
  game: gameName.optional(),
  status: z.enum(RECORD_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type LotteryRecordsRequest = z.input<typeof lotteryRecordsRequest>;
export type LotteryRecordsQuery = z.output<typeof lotteryRecordsRequest>;

export type AddressFields = z.output<typeof addressFields>;

export type DrawRecord = z.output<typeof drawRecordAnswer>;

export const idRequest = z.object({ id: recordId });
export type IdRequest = z.input<typeof idRequest>;

export type DrawDetail = z.output<typeof drawDetailAnswer>;

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

export type PointsEntry = z.output<typeof pointsEntry>;
export type PendingPointsEntry = z.output<typeof pendingPointsEntry>;

export type PointsHistoryResponse = z.output<typeof pointsHistoryAnswer>;

export type PointsDetail = z.output<typeof pointsDetailAnswer>;

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

export type Address = z.output<typeof addressAnswer>;
