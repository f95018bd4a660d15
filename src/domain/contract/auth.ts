/** Account calls of spec §7 (auth) and the ones we add for the same scope (docs/api.md). */
import { z } from '../zod.ts';
import * as V from '../validation.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import type {
  codeStatusAnswer, deviceTokenAnswer, imageCaptchaAnswer, ipAnswer, refreshTokenAnswer, searchUserAnswer, sendCodeAnswer, sessionAnswer,
  userInfoAnswer, userProfile,
} from './answers/auth.ts';
import { codeMethod } from './code-delivery.ts';

export * from './code-delivery.ts';

export const deviceTokenRequest = z.object({
  /** The id the browser computed from its traits: kept as a hint, never the device's identity. */
  device_id: z.string({ error: M.deviceIdFormat }).regex(/^[A-Za-z0-9_-]{8,128}$/, M.deviceIdFormat),
  /**
   * The key an earlier answer gave this browser (`device_key`): when the server signed it, the
   * same visitor; anything else (absent, altered, made up) is a new device: a damaged local value
   * is not refused, it only costs the browser its visitor.
   */
  device_key: z.string({ error: M.deviceIdFormat }).max(200, M.deviceIdFormat).optional(),
});
export type DeviceTokenRequest = z.infer<typeof deviceTokenRequest>;
export type DeviceTokenResponse = z.output<typeof deviceTokenAnswer>;

/** The slider puzzle: images as data URLs; the gap's x never leaves the server. */
export type ImageCaptchaResponse = z.output<typeof imageCaptchaAnswer>;

export const smsScene = z.enum(['register', 'forget']);

export const captchaAnswer = {
  captcha_id: z.string({ error: M.captchaRequired }).min(1, M.captchaRequired),
  captcha_x: z.number({ error: M.captchaRequired }).finite(),
  /** The drag as recorded: `[ms since the press, piece x in image pixels]`, at most 300 points. */
  captcha_trail: z
    .array(z.tuple([z.number().finite(), z.number().finite()]), { error: M.captchaRequired })
    .max(300, M.captchaFailed),
};

/**
 * Sends a verification code once the slider puzzle is solved: to a new phone (register; the form's
 * e-mail rides along for the days the SMS budget is spent, and `method: 'email'` asks for it after
 * an SMS that could not be delivered) or to an account's phone or e-mail (forget).
 */
export const sendCodeRequest = z.discriminatedUnion(
  'scene',
  [
    z.object({ scene: z.literal('register'), phone: V.phone, email: V.email.optional(), method: codeMethod.optional(), ...captchaAnswer }),
    z.object({ scene: z.literal('forget'), account: V.account, method: codeMethod, ...captchaAnswer }),
  ],
  { error: M.invalidRequest },
);
export type SendCodeRequest = z.infer<typeof sendCodeRequest>;
export type SendCodeResponse = z.output<typeof sendCodeAnswer>;

export const codeStatusRequest = z.object({ delivery_id: z.string({ error: M.invalidRequest }).min(1, M.invalidRequest).max(200, M.invalidRequest) });
export type CodeStatusRequest = z.infer<typeof codeStatusRequest>;
export type CodeStatusResponse = z.output<typeof codeStatusAnswer>;

export const registerRequest = V.withMatchingPasswords(
  z.object({
    username: V.username,
    password: V.password,
    confirm_password: z.string({ error: M.passwordMismatch }),
    phone: V.phone,
    email: V.email,
    sms_code: V.verificationCode,
    agree: V.termsAccepted,
    parent_id: z.string({ error: M.inviteCodeInvalid }).max(64, M.inviteCodeInvalid).optional(),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  username: V.username,
  password: z.string({ error: M.passwordFormat }).min(1, M.passwordFormat).max(64, M.passwordFormat),
  ...captchaAnswer,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export type UserProfile = z.output<typeof userProfile>;

export type UserInfo = z.output<typeof userInfoAnswer>;

export type SessionResponse = z.output<typeof sessionAnswer>;

/** A member's new short-lived token (the refresh token stays in its httpOnly cookie). */
export type RefreshTokenResponse = z.output<typeof refreshTokenAnswer>;

export const searchUserRequest = z.object({ account: V.account });
export type SearchUserRequest = z.infer<typeof searchUserRequest>;
export type SearchUserResponse = z.output<typeof searchUserAnswer>;

export const forgetPasswordRequest = V.withMatchingPasswords(
  z.object({
    account: V.account,
    method: codeMethod,
    code: V.verificationCode,
    password: V.password,
    confirm_password: z.string({ error: M.passwordMismatch }),
  }),
);
export type ForgetPasswordRequest = z.infer<typeof forgetPasswordRequest>;

export const completeInfoRequest = z.object({
  real_name: V.realName,
  birth_date: V.birthDate,
});
export type CompleteInfoRequest = z.infer<typeof completeInfoRequest>;

export const changePasswordRequest = V.withMatchingPasswords(
  z.object({
    old_password: z.string({ error: M.oldPasswordRequired }).min(1, M.oldPasswordRequired),
    password: V.password,
    confirm_password: z.string({ error: M.passwordMismatch }),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const updateProfileRequest = z.object({ nickname: V.nickname });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export type IpResponse = z.output<typeof ipAnswer>;
