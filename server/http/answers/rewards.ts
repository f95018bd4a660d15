/** Answers of the reward calls: draws, records, points history, addresses (src/domain/contract/rewards.ts). */
import { z } from 'zod';
import { POINT_SOURCES } from '../../../src/domain/contract/reward-values.ts';
import { bool, drawStatus, gameName, iso, num, object, page, prizeSnapshot, str, named } from './common.ts';

const commitment = named('Commitment', object({ hash: str, draw_number: num }));

export const lotteryInfoAnswer = object({
  game: gameName,
  name: str,
  member_id: str,
  chances_left: num,
  daily_free: num,
  daily_left: num,
  extra_chances: num,
  prizes: z.array(prizeSnapshot.extend({ index: num, id: num, weight: num, odds_text: str })),
  total_weight: num,
  commitment,
  profile_complete: bool,
  balance: num,
});

/** `DrawProof`: what a member needs to check a draw. */
const drawProof = object({
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
  next_commitment: commitment,
});

export const rewardRecordsAnswer = page(
  object({ id: num, game: gameName, name_masked: str, prize: prizeSnapshot, status: drawStatus, text: str, created_at: iso }),
);

const addressFields = named('AddressFields', object({
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
  needs_address: bool,
  address: addressFields.nullable(),
  remark: str.nullable(),
  created_at: iso,
  claimed_at: iso.nullable(),
  decided_at: iso.nullable(),
}));

export const lotteryRecordsAnswer = page(drawRecordAnswer);

export const drawDetailAnswer = drawRecordAnswer.extend(drawProof.shape).extend({ ledger_entry_id: num.nullable() });

const pointsEntry = named('PointsEntry', object({
  id: num,
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

export const pointsHistoryAnswer = page(pointsEntry).extend({ balance: num });

export const pointsDetailAnswer = pointsEntry.extend({ draw_id: num.nullable() });

export const addressAnswer = named('Address', addressFields.extend({ id: num, is_default: bool, created_at: iso }));

export const addressListAnswer = z.array(addressAnswer);
