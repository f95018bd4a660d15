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
  // Rewards (issue 4): spec's reward records, then ours.
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
  // Wallet (issue 6)
  walletInfo: { method: 'POST', path: '/api/wallet/info' },
  bindAccount: { method: 'POST', path: '/api/wallet/bindAccount' },
  setWithdrawalPassword: { method: 'POST', path: '/api/wallet/setWithDrawalpass' },
  updateWithdrawalPassword: { method: 'POST', path: '/api/wallet/updatewithdrawalpass' },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw' },
  withdrawalRecords: { method: 'POST', path: '/api/wallet/records' },
  withdrawalDetail: { method: 'POST', path: '/api/wallet/detail' },
  stationMessages: { method: 'POST', path: '/api/messages/list' },
  // Promo markets (issue 5): the spec's getMarket, then ours.
  getMarket: { method: 'POST', path: '/api/game/getMarket' },
  redeemCode: { method: 'POST', path: '/api/market/redeem' },
  rainClaim: { method: 'POST', path: '/api/market/rain/claim' },
} as const;

export type ApiName = keyof typeof API;

/** Operator calls: header `x-ops-secret` must equal the server's OPS_SECRET. */
export const OPS_API = {
  outbox: { method: 'GET', path: '/api/ops/outbox' },
  addTrackingScript: { method: 'POST', path: '/api/ops/tracking-scripts' },
  prizeClaims: { method: 'GET', path: '/api/ops/prize-claims' },
  decidePrizeClaim: { method: 'POST', path: '/api/ops/prize-claims/decide' },
  grantChances: { method: 'POST', path: '/api/ops/chances' },
  /** Review queues (withdrawals, prize-claims; later shares, tasks): `:queue` in the path. */
  reviewList: { method: 'GET', path: '/api/ops/reviews/:queue' },
  reviewDecide: { method: 'POST', path: '/api/ops/reviews/:queue/decide' },
  creditPoints: { method: 'POST', path: '/api/ops/points' },
  /** A period for a market entry, relative to now (demo, tests, campaigns). */
  addMarketPeriod: { method: 'POST', path: '/api/ops/market-periods' },
} as const;
