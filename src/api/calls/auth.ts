/** Account calls (spec §7 auth rows and ours in contract/paths.ts), one function per call. */
import type {
  ChangePasswordRequest, CompleteInfoRequest, DeviceTokenRequest, ForgetPasswordRequest, LoginRequest, RegisterRequest,
  CodeStatusRequest, SearchUserRequest, SendCodeRequest, UpdateProfileRequest,
} from '../../domain/contract/index.ts';
// Values only from zod-free modules: the contract's schemas (and zod) stay out of the first screen.
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

/** Background call at launch: a visitor token for this browser, named by the key the server gave it (if any). */
export function getDeviceToken(device_id: DeviceTokenRequest['device_id'], device_key?: string, opts?: CallOptions) {
  return call('deviceToken', { device_id, ...(device_key ? { device_key } : {}) } satisfies DeviceTokenRequest, { loading: false, ...opts });
}

export function imageCaptcha(opts?: CallOptions) {
  return call('imageCaptcha', {}, opts);
}

/** Sends an SMS or e-mail verification code (path /api/auth/captcha). */
export function sendCode(body: SendCodeRequest, opts?: CallOptions) {
  return call('sendCode', body, opts);
}

/** Polled while a code is on its way: no spinner, the form shows "Enviando…" itself. */
export function codeStatus(body: CodeStatusRequest, opts?: CallOptions) {
  return call('codeStatus', body, { loading: false, ...opts });
}

export function register(body: RegisterRequest, opts?: CallOptions) {
  return call('register', body, opts);
}

export function login(body: LoginRequest, opts?: CallOptions) {
  return call('login', body, opts);
}

export function searchUser(body: SearchUserRequest, opts?: CallOptions) {
  return call('searchUser', body, opts);
}

export function forgetPassword(body: ForgetPasswordRequest, opts?: CallOptions) {
  return call('forgetPassword', body, opts);
}

export function completeInfo(body: CompleteInfoRequest, opts?: CallOptions) {
  return call('completeInfo', body, opts);
}

export function getUserInfo(opts?: CallOptions) {
  return call('userInfo', {}, opts);
}

export function changePassword(body: ChangePasswordRequest, opts?: CallOptions) {
  return call('changePassword', body, opts);
}

export function updateProfile(body: UpdateProfileRequest, opts?: CallOptions) {
  return call('updateProfile', body, opts);
}

export function logout(opts?: CallOptions) {
  return call('logout', {}, opts);
}

/** Background call: lets the server record the member's current IP. */
export function updateIp(opts?: CallOptions) {
  return call('updateIp', {}, { loading: false, ...opts });
}
