/**
 * The schema of what each member call takes, by call name: the query of a GET, the JSON body of a
 * POST. The server parses with it before the handler runs (server/http/serve.ts), and the client's
 * request types are its `z.input` (calls.ts, types only). A call missing here takes nothing, or
 * reads its request itself (the upload's multipart form).
 */
import type { z } from 'zod';
import {
  changePasswordRequest, codeStatusRequest, completeInfoRequest, deviceTokenRequest, forgetPasswordRequest, loginRequest, registerRequest,
  searchUserRequest, sendCodeRequest, updateProfileRequest,
} from './auth.ts';
import { addDownloadCountRequest, articlesRequest, bannersRequest, contentIdQuery, documentQuery, pagedQuery } from './content.ts';
import { feedbackRequest } from './feedback.ts';
import { inviteBindRequest, invitedFriendsRequest } from './invites.ts';
import { getMarketRequest, rainClaimsRequest, redeemRequest } from './markets.ts';
import { stationMessageIdRequest, stationMessagesRequest } from './messages.ts';
import type { ApiName } from './paths.ts';
import { fingerprintRequest, regIdRequest } from './push.ts';
import {
  addressRequest, claimRequest, drawRequest, idRequest, lotteryInfoRequest, lotteryRecordsRequest, pointsHistoryRequest, rewardRecordsRequest,
} from './rewards.ts';
import { shareRecordsRequest, shareSubmitRequest } from './shares.ts';
import { adsAndConfigsQuery } from './site.ts';
import { rtpMarketQuery, setAvatarRequest, sponsorInfoRequest } from './sponsors.ts';
import { taskDetailRequest, taskRecordsRequest, taskSubmitRequest } from './tasks.ts';
import {
  bindAccountRequest, setWithdrawalPasswordRequest, updateWithdrawalPasswordRequest, withdrawalIdRequest, withdrawalRecordsRequest, withdrawRequest,
} from './wallet.ts';

export const REQUESTS = {
  deviceToken: deviceTokenRequest,
  sendCode: sendCodeRequest,
  register: registerRequest,
  login: loginRequest,
  searchUser: searchUserRequest,
  forgetPassword: forgetPasswordRequest,
  completeInfo: completeInfoRequest,
  adsAndConfigs: adsAndConfigsQuery,
  changePassword: changePasswordRequest,
  updateProfile: updateProfileRequest,
  codeStatus: codeStatusRequest,
  pushRegId: regIdRequest,
  browserFingerprint: fingerprintRequest,
  rewardRecords: rewardRecordsRequest,
  lotteryInfo: lotteryInfoRequest,
  lotteryDraw: drawRequest,
  lotteryRecords: lotteryRecordsRequest,
  lotteryDetail: idRequest,
  lotteryClaim: claimRequest,
  pointsHistory: pointsHistoryRequest,
  pointsDetail: idRequest,
  addressAdd: addressRequest,
  addressSetDefault: idRequest,
  addressDelete: idRequest,
  bindAccount: bindAccountRequest,
  setWithdrawalPassword: setWithdrawalPasswordRequest,
  updateWithdrawalPassword: updateWithdrawalPasswordRequest,
  withdraw: withdrawRequest,
  withdrawalRecords: withdrawalRecordsRequest,
  withdrawalDetail: withdrawalIdRequest,
  stationMessages: stationMessagesRequest,
  stationMessageDetail: stationMessageIdRequest,
  getMarket: getMarketRequest,
  redeemCode: redeemRequest,
  rainClaims: rainClaimsRequest,
  submitFeedback: feedbackRequest,
  invitedFriends: invitedFriendsRequest,
  inviteBind: inviteBindRequest,
  shareSubmit: shareSubmitRequest,
  shareRecords: shareRecordsRequest,
  taskSubmit: taskSubmitRequest,
  taskRecords: taskRecordsRequest,
  taskRecordDetail: taskDetailRequest,
  homeCategories: pagedQuery,
  banners: bannersRequest,
  articleCategories: pagedQuery,
  categoryArticles: articlesRequest,
  article: contentIdQuery,
  addDownloadCount: addDownloadCountRequest,
  bannerDetail: contentIdQuery,
  activities: pagedQuery,
  programme: pagedQuery,
  partners: pagedQuery,
  documents: pagedQuery,
  document: documentQuery,
  rtpMarket: rtpMarketQuery,
  sponsorInfo: sponsorInfoRequest,
  setAvatar: setAvatarRequest,
} satisfies Partial<Record<ApiName, z.ZodType>>;

export type InputCallName = keyof typeof REQUESTS;

export function requestSchemaOf(name: ApiName): z.ZodType | undefined {
  return (REQUESTS as Partial<Record<ApiName, z.ZodType>>)[name];
}
