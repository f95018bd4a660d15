/**
 * The schema of every call's success `data`. The interfaces of src/domain/contract stay
 * what the client reads; these schemas exist for the server: Fastify serialises each route's 200
 * answer with them (serve.ts), tests check every answer against them (answer-check.ts) and
 * docs/api.md's answer shapes are rendered from them (scripts/api-docs.ts). `AnswersMatchContract`
 * below fails `npm run typecheck` as soon as a schema and its interface differ in either direction.
 */
import type { z } from 'zod';
import type { ResponseOf } from '../../../src/domain/contract/calls.ts';
import type { ApiName } from '../../../src/domain/contract/paths.ts';
import * as auth from './auth.ts';
import * as content from './content.ts';
import * as markets from './markets.ts';
import * as members from './members.ts';
import * as rewards from './rewards.ts';
import * as site from './site.ts';
import * as wallet from './wallet.ts';

export { SHAPE_NAMES } from './common.ts';

export const ANSWERS = {
  deviceToken: auth.deviceTokenAnswer,
  imageCaptcha: auth.imageCaptchaAnswer,
  sendCode: auth.sendCodeAnswer,
  register: auth.sessionAnswer,
  login: auth.sessionAnswer,
  searchUser: auth.searchUserAnswer,
  forgetPassword: auth.nullAnswer,
  completeInfo: auth.userInfoAnswer,
  updateIp: auth.ipAnswer,
  trackingScripts: site.trackingScriptsAnswer,
  adsAndConfigs: site.adsAndConfigsAnswer,
  settingsGroups: site.settingsGroupsAnswer,
  languages: site.languagesAnswer,
  userInfo: auth.userInfoAnswer,
  changePassword: auth.nullAnswer,
  updateProfile: auth.userInfoAnswer,
  logout: auth.nullAnswer,
  refreshToken: auth.refreshTokenAnswer,
  codeStatus: auth.codeStatusAnswer,
  pushRegId: auth.nullAnswer,
  browserFingerprint: auth.nullAnswer,
  vapidKey: auth.vapidKeyAnswer,
  rewardRecords: rewards.rewardRecordsAnswer,
  lotteryInfo: rewards.lotteryInfoAnswer,
  lotteryDraw: rewards.drawAnswer,
  lotteryRecords: rewards.lotteryRecordsAnswer,
  lotteryDetail: rewards.drawDetailAnswer,
  lotteryClaim: rewards.drawRecordAnswer,
  pointsHistory: rewards.pointsHistoryAnswer,
  pointsDetail: rewards.pointsDetailAnswer,
  addressList: rewards.addressListAnswer,
  addressAdd: rewards.addressAnswer,
  addressSetDefault: rewards.addressListAnswer,
  addressDelete: rewards.addressListAnswer,
  walletInfo: wallet.walletInfoAnswer,
  bindAccount: wallet.walletInfoAnswer,
  setWithdrawalPassword: wallet.walletInfoAnswer,
  updateWithdrawalPassword: wallet.walletInfoAnswer,
  withdraw: wallet.withdrawAnswer,
  withdrawalRecords: wallet.withdrawalRecordsAnswer,
  withdrawalDetail: wallet.withdrawalAnswer,
  stationMessages: markets.stationMessagesAnswer,
  stationMessageDetail: markets.stationMessageAnswer,
  unreadMessages: markets.unreadAnswer,
  readAllMessages: markets.readAllAnswer,
  getMarket: markets.marketAnswer,
  redeemCode: markets.redeemAnswer,
  rainClaims: markets.rainClaimsAnswer,
  submitFeedback: members.feedbackAnswer,
  uploadImage: members.uploadImageAnswer,
  inviteInfo: members.inviteInfoAnswer,
  invitedFriends: members.invitedFriendsAnswer,
  inviteRanking: members.inviteRankingAnswer,
  inviteBind: members.inviteBindAnswer,
  shareCampaigns: members.shareCampaignsAnswer,
  shareSubmit: members.shareSubmitAnswer,
  shareRecords: members.shareRecordsAnswer,
  taskList: members.taskListAnswer,
  taskSubmit: members.taskSubmissionAnswer,
  taskRecords: members.taskRecordsAnswer,
  taskRecordDetail: members.taskSubmissionAnswer,
  homeCategories: content.homeCategoriesAnswer,
  banners: content.bannersAnswer,
  articleCategories: content.articleCategoriesAnswer,
  categoryArticles: content.categoryArticlesAnswer,
  article: content.articleAnswer,
  downloadLinks: content.downloadLinksAnswer,
  addDownloadCount: content.downloadCountedAnswer,
  bannerDetail: content.bannerDetailAnswer,
  activities: content.activitiesAnswer,
  programme: content.programmeAnswer,
  partners: content.partnersAnswer,
  documents: content.documentsAnswer,
  document: content.documentAnswer,
  rtpMarket: content.rtpMarketAnswer,
  sponsorList: content.sponsorListAnswer,
  sponsorInfo: content.sponsorInfoAnswer,
  setAvatar: auth.userInfoAnswer,
} satisfies Record<ApiName, z.ZodType>;

/**
 * Identical types, stricter than mutual assignability (which lets an optional field exist on one
 * side only): a field, a `| null` or a `?` on one side only makes the pair differ. `Flat` turns
 * `UnreadCount & { marked: number }` into one object so an intersection equals its spelled-out form.
 */
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;
export type SameShape<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends (<T>() => T extends Flat<B> ? 1 : 2) ? true : false;
/** The calls whose schema and interface differ; the compiler error names them. */
type Mismatched = { [N in ApiName]: SameShape<z.infer<(typeof ANSWERS)[N]>, ResponseOf<N>> extends true ? never : N }[ApiName];
type AssertNone<T extends never> = T;
export type AnswersMatchContract = AssertNone<Mismatched>;

export function answerSchemaOf(name: ApiName): z.ZodType {
  return ANSWERS[name];
}
