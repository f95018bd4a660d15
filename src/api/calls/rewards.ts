/** Reward calls (issue 4): draw games, records, points history, delivery addresses. */
import type {
  Address,
  AddressRequest,
  ClaimRequest,
  DrawDetail,
  DrawRecord,
  DrawRequest,
  DrawResponse,
  GameName,
  IdRequest,
  LotteryInfoResponse,
  LotteryRecordsRequest,
  Page,
  PointsDetail,
  PointsHistoryRequest,
  PointsHistoryResponse,
  RewardRecordItem,
  RewardRecordsRequest,
} from '../../domain/contract/index.ts';
// Values only from zod-free modules: the contract's schemas (and zod) stay out of the first screen.
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';


/** Chances, prizes with odds and the commitment (sha256 of the seed) of the next draw. */
export function getLotteryInfo(game: GameName, opts?: CallOptions) {
  return post<LotteryInfoResponse>(API.lotteryInfo, { game }, opts);
}

/**
 * One draw. Make `client_key` once per tap (crypto.randomUUID() without dashes works) and send
 * the same key again on a retry: the server answers the first result and never draws twice.
 */
export function drawLottery(body: DrawRequest, opts?: CallOptions) {
  return post<DrawResponse>(API.lotteryDraw, body, opts);
}

/** POST /api/game/getRewordRecords: the game's winners (scope 'all', masked names) or my prizes ('mine'). */
export function getRewardRecords(body: RewardRecordsRequest, opts?: CallOptions) {
  return post<Page<RewardRecordItem>>(API.rewardRecords, body, opts);
}

/** The prize record (pages/lotteryrecord): my prizes, optionally by status and game. */
export function getLotteryRecords(body: LotteryRecordsRequest = {}, opts?: CallOptions) {
  return post<Page<DrawRecord>>(API.lotteryRecords, body, opts);
}

export function getLotteryDetail(id: IdRequest['id'], opts?: CallOptions) {
  return post<DrawDetail>(API.lotteryDetail, { id } satisfies IdRequest, opts);
}

/** Gives a physical prize its delivery address; the prize goes to review. */
export function claimPrize(body: ClaimRequest, opts?: CallOptions) {
  return post<DrawRecord>(API.lotteryClaim, body, opts);
}

/** Points history (pages/personal/prizeRecord). */
export function getPointsHistory(body: PointsHistoryRequest = {}, opts?: CallOptions) {
  return post<PointsHistoryResponse>(API.pointsHistory, body, opts);
}

export function getPointsDetail(id: IdRequest['id'], opts?: CallOptions) {
  return post<PointsDetail>(API.pointsDetail, { id } satisfies IdRequest, opts);
}

export function listAddresses(opts?: CallOptions) {
  return post<Address[]>(API.addressList, {}, opts);
}

export function addAddress(body: AddressRequest, opts?: CallOptions) {
  return post<Address>(API.addressAdd, body, opts);
}

/** Answers the whole list after the change. */
export function setDefaultAddress(id: IdRequest['id'], opts?: CallOptions) {
  return post<Address[]>(API.addressSetDefault, { id } satisfies IdRequest, opts);
}

/** Answers the whole list after the change. */
export function deleteAddress(id: IdRequest['id'], opts?: CallOptions) {
  return post<Address[]>(API.addressDelete, { id } satisfies IdRequest, opts);
}
