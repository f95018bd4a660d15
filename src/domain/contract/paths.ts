/** Method and path of every call, exactly as spec §7 names them, plus ours (docs/api.md). */
export const API = {
  deviceToken: { method: 'POST', path: '/api/auth/getDeviceIdFromToken' },
  imageCaptcha: { method: 'POST', path: '/api/auth/imageCaptcha' },
  sendCode: { method: 'POST', path: '/api/auth/captcha' },
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  searchUser: { method: 'POST', path: '/api/auth/serchUser' },
  forgetPassword: { method: 'POST', path: '/api/auth/forgetPassword' },
  completeInfo: { method: 'POST', path: '/api/auth/actionCompleteInfo' },
  updateIp: { method: 'POST', path: '/api/auth/updateIpUser' },
  trackingScripts: { method: 'GET', path: '/api/auth/GetTongji' },
  adsAndConfigs: { method: 'GET', path: '/api/ads-and-configs' },
  settingsGroups: { method: 'GET', path: '/api/settings/groups' },
  languages: { method: 'GET', path: '/api/languages' },
  // Ours (not shown in the spec):
  userInfo: { method: 'POST', path: '/api/auth/getUserInfo' },
  changePassword: { method: 'POST', path: '/api/auth/changePassword' },
  updateProfile: { method: 'POST', path: '/api/auth/updateProfile' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  /** Not in the spec: renews a member's short-lived token with the httpOnly refresh cookie. */
  refreshToken: { method: 'POST', path: '/api/auth/refreshToken' },
  /** Not in the spec: where a sent code's message is (sending, sent, failed, dead), by its delivery_id. */
  codeStatus: { method: 'POST', path: '/api/auth/codeStatus' },
  // Web push and device reports: spec's regId and updateBrowserFingerprint, then ours.
  pushRegId: { method: 'POST', path: '/api/add/regId' },
  browserFingerprint: { method: 'POST', path: '/api/take/updateBrowserFingerprint' },
  vapidKey: { method: 'GET', path: '/api/add/vapidKey' },
  // Rewards: spec's reward records, then ours.
  rewardRecords: { method: 'POST', path: '/api/game/getRewordRecords' },
  lotteryInfo: { method: 'POST', path: '/api/lottery/info' },
  lotteryDraw: { method: 'POST', path: '/api/lottery/draw' },
  lotteryRecords: { method: 'POST', path: '/api/lottery/records' },
  lotteryDetail: { method: 'POST', path: '/api/lottery/detail' },
  lotteryClaim: { method: 'POST', path: '/api/lottery/claim' },
  pointsHistory: { method: 'POST', path: '/api/points/history' },
  pointsDetail: { method: 'POST', path: '/api/points/detail' },
  addressList: { method: 'POST', path: '/api/address/list' },
  addressAdd: { method: 'POST', path: '/api/address/add' },
  addressSetDefault: { method: 'POST', path: '/api/address/setDefault' },
  addressDelete: { method: 'POST', path: '/api/address/delete' },
  // Wallet
  walletInfo: { method: 'POST', path: '/api/wallet/info' },
  bindAccount: { method: 'POST', path: '/api/wallet/bindAccount' },
  setWithdrawalPassword: { method: 'POST', path: '/api/wallet/setWithDrawalpass' },
  updateWithdrawalPassword: { method: 'POST', path: '/api/wallet/updatewithdrawalpass' },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw' },
  withdrawalRecords: { method: 'POST', path: '/api/wallet/records' },
  withdrawalDetail: { method: 'POST', path: '/api/wallet/detail' },
  // Station messages
  stationMessages: { method: 'POST', path: '/api/messages/list' },
  stationMessageDetail: { method: 'POST', path: '/api/messages/detail' },
  unreadMessages: { method: 'POST', path: '/api/messages/unread' },
  readAllMessages: { method: 'POST', path: '/api/messages/readAll' },
  // Promo markets: the spec's getMarket, then ours.
  getMarket: { method: 'POST', path: '/api/game/getMarket' },
  redeemCode: { method: 'POST', path: '/api/market/redeem' },
  rainClaims: { method: 'POST', path: '/api/market/rain/claims' },
  // Uploads and feedback: the spec's submitFeedback, then ours.
  submitFeedback: { method: 'POST', path: '/api/message/submitFeedback' },
  uploadImage: { method: 'POST', path: '/api/upload/image' },
  // Invites
  inviteInfo: { method: 'POST', path: '/api/invite/info' },
  invitedFriends: { method: 'POST', path: '/api/invite/friends' },
  inviteRanking: { method: 'POST', path: '/api/invite/ranking' },
  inviteBind: { method: 'POST', path: '/api/invite/bind' },
  // Shares and the task center
  shareCampaigns: { method: 'POST', path: '/api/share/campaigns' },
  shareSubmit: { method: 'POST', path: '/api/share/submit' },
  shareRecords: { method: 'POST', path: '/api/share/records' },
  taskList: { method: 'POST', path: '/api/task/list' },
  taskSubmit: { method: 'POST', path: '/api/task/submit' },
  taskRecords: { method: 'POST', path: '/api/task/records' },
  taskRecordDetail: { method: 'POST', path: '/api/task/detail' },
  // Content: the spec's calls, then ours.
  homeCategories: { method: 'GET', path: '/api/get/categories' },
  banners: { method: 'POST', path: '/api/ads/index' },
  articleCategories: { method: 'GET', path: '/api/articles/article-categories' },
  categoryArticles: { method: 'POST', path: '/api/articles/category' },
  article: { method: 'GET', path: '/api/articles' },
  downloadLinks: { method: 'GET', path: '/api/auth/getDownLink' },
  addDownloadCount: { method: 'POST', path: '/api/auth/addDownloadCount' },
  bannerDetail: { method: 'GET', path: '/api/ads/detail' },
  activities: { method: 'GET', path: '/api/activities' },
  programme: { method: 'GET', path: '/api/gameshow/programme' },
  partners: { method: 'GET', path: '/api/partners' },
  documents: { method: 'GET', path: '/api/documents' },
  document: { method: 'GET', path: '/api/documents/detail' },
  // RTP market, sponsors, profile photo. The market is a GET: ETag and 304 for polls.
  rtpMarket: { method: 'GET', path: '/api/rtp/market' },
  sponsorList: { method: 'POST', path: '/api/sponsor/list' },
  sponsorInfo: { method: 'POST', path: '/api/sponsor/info' },
  setAvatar: { method: 'POST', path: '/api/auth/setAvatar' },
} as const;

export type ApiName = keyof typeof API;

