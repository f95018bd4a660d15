/** Member calls: games, draws, their records, the points history and delivery addresses. */
import { addressAnswer, addressListAnswer, drawAnswer, drawDetailAnswer, drawRecordAnswer, lotteryInfoAnswer, lotteryRecordsAnswer, pointsDetailAnswer, pointsHistoryAnswer, rewardRecordsAnswer } from '../answers/rewards.ts';
import { addressRequest, claimRequest, drawRequest, idRequest, lotteryInfoRequest, lotteryRecordsRequest, pointsHistoryRequest, rewardRecordsRequest } from '../rewards.ts';
import { NO_INPUT, defineCalls } from '../define-call.ts';

export const REWARD_CALLS = defineCalls({
  rewardRecords: {
    method: 'POST', path: '/api/game/getRewordRecords', who: 'public', input: rewardRecordsRequest, answer: rewardRecordsAnswer,
    doc: 'A game\'s winners (`all`, names masked) or the member\'s own prizes (`mine`, a member only).',
  },
  lotteryInfo: {
    method: 'POST', path: '/api/lottery/info', who: 'member', input: lotteryInfoRequest, answer: lotteryInfoAnswer,
    doc: 'A game\'s prizes with odds, the member\'s chances and the commitment of their next draw; `available` false while switched off.',
  },
  lotteryDraw: {
    method: 'POST', path: '/api/lottery/draw', who: 'completeMember', input: drawRequest, answer: drawAnswer, sessionCache: true,
    doc: 'Draws once with the member\'s key: a chance used, the prize picked by the committed seed, points credited; a retry with the same key answers the first draw.',
  },
  lotteryRecords: {
    method: 'POST', path: '/api/lottery/records', who: 'member', input: lotteryRecordsRequest, answer: lotteryRecordsAnswer,
    doc: 'The member\'s draws with a prize, newest first, by game and status.',
  },
  lotteryDetail: {
    method: 'POST', path: '/api/lottery/detail', who: 'member', input: idRequest, answer: drawDetailAnswer,
    doc: 'One of the member\'s draws with its fairness proof.',
  },
  lotteryClaim: {
    method: 'POST', path: '/api/lottery/claim', who: 'member', input: claimRequest, answer: drawRecordAnswer,
    doc: 'Gives a physical prize a delivery address: pending → review.',
  },
  pointsHistory: {
    method: 'POST', path: '/api/points/history', who: 'member', input: pointsHistoryRequest, answer: pointsHistoryAnswer,
    doc: 'The member\'s ledger entries by São Paulo period and source, with the balance.',
  },
  pointsDetail: {
    method: 'POST', path: '/api/points/detail', who: 'member', input: idRequest, answer: pointsDetailAnswer,
    doc: 'One ledger entry of the member and the draw that paid it.',
  },
  addressList: {
    method: 'POST', path: '/api/address/list', who: 'member', input: NO_INPUT, answer: addressListAnswer,
    doc: 'The member\'s delivery addresses, the default first.',
  },
  addressAdd: {
    method: 'POST', path: '/api/address/add', who: 'member', input: addressRequest, answer: addressAnswer,
    doc: 'Adds a delivery address (at most 10); the first or `is_default` becomes the default.',
  },
  addressSetDefault: {
    method: 'POST', path: '/api/address/setDefault', who: 'member', input: idRequest, answer: addressListAnswer,
    doc: 'Makes one of the member\'s addresses the default.',
  },
  addressDelete: {
    method: 'POST', path: '/api/address/delete', who: 'member', input: idRequest, answer: addressListAnswer,
    doc: 'Deletes one of the member\'s addresses; the newest left becomes the default.',
  },
});
