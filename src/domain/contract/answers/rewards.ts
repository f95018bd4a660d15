/** Answers of the reward calls: draws, records, points history, addresses (src/domain/contract/rewards.ts). */
import { z } from 'zod';
import { POINT_SOURCES } from '../reward-values.ts';
import { bool, drawStatus, gameName, iso, num, object, page, prizeSnapshot, str, named } from './common.ts';

/** sha256 (hex) of the secret seed of the member's next draw in this game, and that draw's number. */
export const commitment = named('Commitment', object({ hash: str, draw_number: num }));

export const prizeView = prizeSnapshot.extend({
  /** Position in the game's prize table (the wheel segment); what a draw answers as prize_index. */
  index: num,
  id: num,
  weight: num,
  /** Odds in Portuguese, e.g. '12,5%'. */
  odds_text: str,
});

export const lotteryInfoAnswer = object({
  game: gameName,
  name: str,
  /** False while the game is switched off or has nothing to draw: no prizes, no chances, nothing to play. */
  available: bool,
  member_id: str,
  chances_left: num,
  /** Free chances per day and those left today; extra chances (invites, tasks) do not expire. */
  daily_free: num,
  daily_left: num,
  extra_chances: num,
  prizes: z.array(prizeView),
  total_weight: num,
  commitment,
  profile_complete: bool,
  balance: num,
});

/** What a member needs to check a draw with src/domain/fairness.ts. */
export const drawProof = object({
  member_id: str,
  draw_number: num,
  client_key: str,
  seed: str,
  commitment_hash: str,
  weights: z.array(num),
  prize_index: num,
});

export const drawAnswer = drawProof.extend({
  draw_id: num,
  game: gameName,
  prize: prizeSnapshot,
  points_awarded: num,
  status: drawStatus,
  chances_left: num,
  balance: num,
  /** The commitment of the member's following draw in this game. */
  next_commitment: commitment,
});

export const rewardRecordsAnswer = page(
  object({
    id: num,
    game: gameName,
    name_masked: str,
    prize: prizeSnapshot,
    status: drawStatus,
    /** e.g. 'ma***26 ganhou 100 pontos'. */
    text: str,
    created_at: iso,
  }),
);

export const addressFields = named('AddressFields', object({
  recipient_name: str,
  phone: str,
  cep: str,
  street: str,
  number: str,
  complement: str,
  district: str,
  city: str,
  state: str,
}));

export const drawRecordAnswer = named('DrawRecord', object({
  id: num,
  game: gameName,
  game_name: str,
  prize: prizeSnapshot,
  points_awarded: num,
  status: drawStatus,
  status_text: str,
  /** A physical prize waiting for POST /api/lottery/claim. */
  needs_address: bool,
  address: addressFields.nullable(),
  remark: str.nullable(),
  created_at: iso,
  claimed_at: iso.nullable(),
  decided_at: iso.nullable(),
}));

export const lotteryRecordsAnswer = page(drawRecordAnswer);

export const drawDetailAnswer = drawRecordAnswer.extend(drawProof.shape).extend({ ledger_entry_id: num.nullable() });

export const pointsEntry = named('PointsEntry', object({
  id: num,
  /** Positive: credited; negative: debited. */
  amount: num,
  source: z.enum(POINT_SOURCES),
  source_text: str,
  reason: str,
  status: z.literal('success'),
  status_text: str,
  reference: str.nullable(),
  balance_after: num,
  created_at: iso,
}));

/** Points earned but not yet spendable (an invite's reward before the friend's first draw and the wait after it). */
export const pendingPointsEntry = object({ id: num, amount: num, source_text: str, reason: str, hint: str, created_at: iso });

export const pointsHistoryAnswer = page(pointsEntry).extend({ balance: num, pending: z.array(pendingPointsEntry) });

export const pointsDetailAnswer = pointsEntry.extend({
  /** The draw that paid these points, when there is one (for a link to its detail). */
  draw_id: num.nullable(),
});

export const addressAnswer = named('Address', addressFields.extend({ id: num, is_default: bool, created_at: iso }));

export const addressListAnswer = z.array(addressAnswer);
