/** Reward calls: draw games, records, points history, delivery addresses. */
import type {
  AddressRequest, ClaimRequest, DrawRequest, GameName, IdRequest, LotteryRecordsRequest, PointsHistoryRequest, RewardRecordsRequest,
} from '../../domain/contract/index.ts';
// Values only from zod-free modules: the contract's schemas (and zod) stay out of the first screen.
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';
import { earlyOrCall } from '../early.ts';

/** Chances, prizes with odds and the commitment (sha256 of the seed) of the next draw; the page's first may have been asked early. */
export function getLotteryInfo(game: GameName, opts?: CallOptions) {
  return earlyOrCall('lotteryInfo', { game }, opts);
}

/**
 * One draw. Make `client_key` once per tap (crypto.randomUUID() without dashes works) and send
 * the same key again on a retry: the server answers the first result and never draws twice.
 */
export function drawLottery(body: DrawRequest, opts?: CallOptions) {
  return call('lotteryDraw', body, opts);
}

/** POST /api/game/getRewordRecords: the game's winners (scope 'all', masked names) or my prizes ('mine'). */
export function getRewardRecords(body: RewardRecordsRequest, opts?: CallOptions) {
  return call('rewardRecords', body, opts);
}

/** The prize record (pages/lotteryrecord): my prizes, optionally by status and game. */
export function getLotteryRecords(body: LotteryRecordsRequest = {}, opts?: CallOptions) {
  return call('lotteryRecords', body, opts);
}

export function getLotteryDetail(id: IdRequest['id'], opts?: CallOptions) {
  return call('lotteryDetail', { id } satisfies IdRequest, opts);
}

/** Gives a physical prize its delivery address; the prize goes to review. */
export function claimPrize(body: ClaimRequest, opts?: CallOptions) {
  return call('lotteryClaim', body, opts);
}

/** Points history (pages/personal/prizeRecord). */
export function getPointsHistory(body: PointsHistoryRequest = {}, opts?: CallOptions) {
  return call('pointsHistory', body, opts);
}

export function getPointsDetail(id: IdRequest['id'], opts?: CallOptions) {
  return call('pointsDetail', { id } satisfies IdRequest, opts);
}

export function listAddresses(opts?: CallOptions) {
  return call('addressList', {}, opts);
}

export function addAddress(body: AddressRequest, opts?: CallOptions) {
  return call('addressAdd', body, opts);
}

/** Answers the whole list after the change. */
export function setDefaultAddress(id: IdRequest['id'], opts?: CallOptions) {
  return call('addressSetDefault', { id } satisfies IdRequest, opts);
}

/** Answers the whole list after the change. */
export function deleteAddress(id: IdRequest['id'], opts?: CallOptions) {
  return call('addressDelete', { id } satisfies IdRequest, opts);
}
