/**
 * The typed call map: for every call of `API` (paths.ts), what the caller sends and what `data`
 * holds in a code-0 answer. The client's calls (src/api/call.ts) and the server's routes
 * (server/http/serve.ts) both take their types from here, so a body or an answer of the wrong
 * shape fails to compile on whichever side drifts. Request types are the `z.input` of the very
 * schema the server parses with, where there is one. Types only: nothing here reaches a bundle.
 */
import type { z } from 'zod';
import type {
  ChangePasswordRequest, CompleteInfoRequest, DeviceTokenRequest, DeviceTokenResponse, ForgetPasswordRequest,
  ImageCaptchaResponse, IpResponse, LoginRequest, RefreshTokenResponse, RegisterRequest, SearchUserRequest, SearchUserResponse,
  CodeStatusRequest, CodeStatusResponse, SendCodeRequest, SendCodeResponse, SessionResponse, UpdateProfileRequest, UserInfo,
} from './auth.ts';
import type {
  Activity, AddDownloadCountRequest, Article, ArticleCategory, ArticlesRequest, ArticleSummary, Banner, BannerDetail,
  BannersRequest, ContentDocument, contentIdQuery, DocumentSummary, documentQuery, DownloadCounted, DownloadLinks,
  HomeCategory, PagedQuery, Partner, ProgrammeEntry,
} from './content.ts';
import type { FeedbackReceipt, FeedbackRequest } from './feedback.ts';
import type { InviteBindResponse, InvitedFriendsPage, InviteInfoResponse, InviteRankingResponse } from './invite-values.ts';
import type { InviteBindRequest, InvitedFriendsRequest } from './invites.ts';
import type { GetMarketRequest, MarketResponse, RainClaimsRequest, RainClaimsResponse, RedeemRequest, RedeemResponse } from './markets.ts';
import type { StationMessage, StationMessageIdRequest, StationMessagesRequest, UnreadCount } from './messages.ts';
import type { ApiName } from './paths.ts';
import type { FingerprintRequest, RegIdRequest, VapidKeyResponse } from './push.ts';
import type {
  Address, AddressRequest, ClaimRequest, DrawDetail, DrawRecord, DrawRequest, DrawResponse, IdRequest,
  LotteryInfoRequest, LotteryInfoResponse, LotteryRecordsRequest, Page, PointsDetail, PointsHistoryRequest,
  PointsHistoryResponse, RewardRecordItem, RewardRecordsRequest,
} from './rewards.ts';
import type { RtpMarketResponse, SponsorInfoResponse, SponsorSummary } from './rtp-values.ts';
import type { ShareCampaign, ShareRecordsRequest, ShareSubmission, ShareSubmitRequest, ShareSubmitResponse } from './shares.ts';
import type { AdsAndConfigsResponse, adsAndConfigsQuery, Language, SettingsGroup, TrackingScriptItem } from './site.ts';
import type { RtpMarketQuery, SetAvatarRequest, SponsorInfoRequest } from './sponsors.ts';
import type { TaskRecordsRequest, Task, TaskSubmission, TaskSubmitRequest } from './tasks.ts';
import type { UploadImageResponse } from './uploads.ts';
import type {
  BindAccountRequest, SetWithdrawalPasswordRequest, UpdateWithdrawalPasswordRequest, WalletInfo, Withdrawal,
  WithdrawalRecordsRequest, WithdrawRequest, WithdrawResponse,
} from './wallet.ts';

/** `request` is the JSON body of a POST or the query of a GET; `response` is the answer's `data`. */
interface Call<Request, Response> {
  request: Request;
  response: Response;
}

/** A call that takes nothing: the client sends `{}`. */
type Nothing = Record<string, never>;
/** The multipart form of an upload (field UPLOAD_FIELD). */
type UploadForm = FormData;

export interface ApiCalls {
  deviceToken: Call<DeviceTokenRequest, DeviceTokenResponse>;
  imageCaptcha: Call<Nothing, ImageCaptchaResponse>;
  sendCode: Call<SendCodeRequest, SendCodeResponse>;
  register: Call<RegisterRequest, SessionResponse>;
  login: Call<LoginRequest, SessionResponse>;
  searchUser: Call<SearchUserRequest, SearchUserResponse>;
  forgetPassword: Call<ForgetPasswordRequest, null>;
  completeInfo: Call<CompleteInfoRequest, UserInfo>;
  updateIp: Call<Nothing, IpResponse>;
  trackingScripts: Call<Nothing, TrackingScriptItem[]>;
  adsAndConfigs: Call<z.input<typeof adsAndConfigsQuery>, AdsAndConfigsResponse>;
  settingsGroups: Call<Nothing, SettingsGroup[]>;
  languages: Call<Nothing, Language[]>;
  userInfo: Call<Nothing, UserInfo>;
  changePassword: Call<ChangePasswordRequest, null>;
  updateProfile: Call<UpdateProfileRequest, UserInfo>;
  logout: Call<Nothing, null>;
  refreshToken: Call<Nothing, RefreshTokenResponse>;
  codeStatus: Call<CodeStatusRequest, CodeStatusResponse>;
  pushRegId: Call<RegIdRequest, null>;
  browserFingerprint: Call<FingerprintRequest, null>;
  vapidKey: Call<Nothing, VapidKeyResponse>;
  rewardRecords: Call<RewardRecordsRequest, Page<RewardRecordItem>>;
  lotteryInfo: Call<LotteryInfoRequest, LotteryInfoResponse>;
  lotteryDraw: Call<DrawRequest, DrawResponse>;
  lotteryRecords: Call<LotteryRecordsRequest, Page<DrawRecord>>;
  lotteryDetail: Call<IdRequest, DrawDetail>;
  lotteryClaim: Call<ClaimRequest, DrawRecord>;
  pointsHistory: Call<PointsHistoryRequest, PointsHistoryResponse>;
  pointsDetail: Call<IdRequest, PointsDetail>;
  addressList: Call<Nothing, Address[]>;
  addressAdd: Call<AddressRequest, Address>;
  addressSetDefault: Call<IdRequest, Address[]>;
  addressDelete: Call<IdRequest, Address[]>;
  walletInfo: Call<Nothing, WalletInfo>;
  bindAccount: Call<BindAccountRequest, WalletInfo>;
  setWithdrawalPassword: Call<SetWithdrawalPasswordRequest, WalletInfo>;
  updateWithdrawalPassword: Call<UpdateWithdrawalPasswordRequest, WalletInfo>;
  withdraw: Call<WithdrawRequest, WithdrawResponse>;
  withdrawalRecords: Call<WithdrawalRecordsRequest, Page<Withdrawal>>;
  withdrawalDetail: Call<IdRequest, Withdrawal>;
  stationMessages: Call<StationMessagesRequest, Page<StationMessage>>;
  stationMessageDetail: Call<StationMessageIdRequest, StationMessage>;
  unreadMessages: Call<Nothing, UnreadCount>;
  readAllMessages: Call<Nothing, UnreadCount & { marked: number }>;
  getMarket: Call<GetMarketRequest, MarketResponse>;
  redeemCode: Call<RedeemRequest, RedeemResponse>;
  rainClaims: Call<RainClaimsRequest, RainClaimsResponse>;
  submitFeedback: Call<FeedbackRequest, FeedbackReceipt>;
  uploadImage: Call<UploadForm, UploadImageResponse>;
  inviteInfo: Call<Nothing, InviteInfoResponse>;
  invitedFriends: Call<InvitedFriendsRequest, InvitedFriendsPage>;
  inviteRanking: Call<Nothing, InviteRankingResponse>;
  inviteBind: Call<InviteBindRequest, InviteBindResponse>;
  shareCampaigns: Call<Nothing, ShareCampaign[]>;
  shareSubmit: Call<ShareSubmitRequest, ShareSubmitResponse>;
  shareRecords: Call<ShareRecordsRequest, Page<ShareSubmission>>;
  taskList: Call<Nothing, Task[]>;
  taskSubmit: Call<TaskSubmitRequest, TaskSubmission>;
  taskRecords: Call<TaskRecordsRequest, Page<TaskSubmission>>;
  taskRecordDetail: Call<IdRequest, TaskSubmission>;
  homeCategories: Call<PagedQuery, Page<HomeCategory>>;
  banners: Call<BannersRequest, Page<Banner>>;
  articleCategories: Call<PagedQuery, Page<ArticleCategory>>;
  categoryArticles: Call<ArticlesRequest, Page<ArticleSummary>>;
  article: Call<z.input<typeof contentIdQuery>, Article>;
  downloadLinks: Call<Nothing, DownloadLinks>;
  addDownloadCount: Call<AddDownloadCountRequest, DownloadCounted>;
  bannerDetail: Call<z.input<typeof contentIdQuery>, BannerDetail>;
  activities: Call<PagedQuery, Page<Activity>>;
  programme: Call<PagedQuery, Page<ProgrammeEntry>>;
  partners: Call<PagedQuery, Page<Partner>>;
  documents: Call<PagedQuery, Page<DocumentSummary>>;
  document: Call<z.input<typeof documentQuery>, ContentDocument>;
  rtpMarket: Call<RtpMarketQuery, RtpMarketResponse>;
  sponsorList: Call<Nothing, SponsorSummary[]>;
  sponsorInfo: Call<SponsorInfoRequest, SponsorInfoResponse>;
  setAvatar: Call<SetAvatarRequest, UserInfo>;
}

export type RequestOf<N extends ApiName> = ApiCalls[N]['request'];
export type ResponseOf<N extends ApiName> = ApiCalls[N]['response'];

/** Fails to compile when a call of `API` has no entry here, or an entry has no call. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type EveryCallTyped = Assert<Same<keyof ApiCalls, ApiName>>;
