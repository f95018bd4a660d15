/** Account calls (spec §7 auth rows and ours in contract/paths.ts), one function per call. */
import type {
  ChangePasswordRequest,
  CompleteInfoRequest,
  DeviceTokenRequest,
  DeviceTokenResponse,
  ForgetPasswordRequest,
  ImageCaptchaResponse,
  IpResponse,
  LoginRequest,
  RegisterRequest,
  SearchUserRequest,
  SearchUserResponse,
  SendCodeRequest,
  SendCodeResponse,
  SessionResponse,
  UpdateProfileRequest,
  UserInfo,
} from '../../domain/contract/index.ts';
// Values only from zod-free modules: the contract's schemas (and zod) stay out of the first screen.
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';


/** Background call at launch: a visitor token for this browser fingerprint. */
export function getDeviceToken(device_id: DeviceTokenRequest['device_id'], opts?: CallOptions) {
  return post<DeviceTokenResponse>(API.deviceToken, { device_id } satisfies DeviceTokenRequest, { loading: false, ...opts });
}

export function imageCaptcha(opts?: CallOptions) {
  return post<ImageCaptchaResponse>(API.imageCaptcha, {}, opts);
}

/** Sends an SMS or e-mail verification code (path /api/auth/captcha). */
export function sendCode(body: SendCodeRequest, opts?: CallOptions) {
  return post<SendCodeResponse>(API.sendCode, body, opts);
}

export function register(body: RegisterRequest, opts?: CallOptions) {
  return post<SessionResponse>(API.register, body, opts);
}

export function login(body: LoginRequest, opts?: CallOptions) {
  return post<SessionResponse>(API.login, body, opts);
}

export function searchUser(body: SearchUserRequest, opts?: CallOptions) {
  return post<SearchUserResponse>(API.searchUser, body, opts);
}

export function forgetPassword(body: ForgetPasswordRequest, opts?: CallOptions) {
  return post<null>(API.forgetPassword, body, opts);
}

export function completeInfo(body: CompleteInfoRequest, opts?: CallOptions) {
  return post<UserInfo>(API.completeInfo, body, opts);
}

export function getUserInfo(opts?: CallOptions) {
  return post<UserInfo>(API.userInfo, {}, opts);
}

export function changePassword(body: ChangePasswordRequest, opts?: CallOptions) {
  return post<null>(API.changePassword, body, opts);
}

export function updateProfile(body: UpdateProfileRequest, opts?: CallOptions) {
  return post<UserInfo>(API.updateProfile, body, opts);
}

export function logout(opts?: CallOptions) {
  return post<null>(API.logout, {}, opts);
}

/** Background call: lets the server record the member's current IP. */
export function updateIp(opts?: CallOptions) {
  return post<IpResponse>(API.updateIp, {}, { loading: false, ...opts });
}
