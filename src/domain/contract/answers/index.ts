/**
 * The schema of every member call's success `data`, and the one source of its type: the answer
 * types of src/domain/contract are `z.output` of these schemas, imported as types only, so the
 * client's bundle never carries them. Fastify serialises each route's 200 answer with them
 * (server/http/serve.ts), tests check every answer against them (server/http/answer-check.ts) and
 * docs/api.md's answer shapes are rendered from them (scripts/api-docs.ts).
 */
import type { z } from 'zod';
import type { ApiName } from '../paths.ts';
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
