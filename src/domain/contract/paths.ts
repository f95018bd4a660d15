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
} as const;

export type ApiName = keyof typeof API;

/** Operator calls: header `x-ops-secret` must equal the server's OPS_SECRET. */
export const OPS_API = {
  outbox: { method: 'GET', path: '/api/ops/outbox' },
  addTrackingScript: { method: 'POST', path: '/api/ops/tracking-scripts' },
} as const;
