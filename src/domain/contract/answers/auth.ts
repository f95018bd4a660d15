/** Answers of the account calls (src/domain/contract/auth.ts, push.ts). */
import { z } from 'zod';
import { CODE_DELIVERY_STATUSES, codeMethod } from '../code-delivery.ts';
import { iso, num, object, str, bool, named } from './common.ts';

/** `device_key`: the server-signed identity this browser sends back on its next launch (signals/device-key.ts). */
export const deviceTokenAnswer = object({ token: str, visitor_id: str, device_key: str });

/** A member's new short-lived token (the refresh token stays in its httpOnly cookie). */
export const refreshTokenAnswer = object({ token: str });

/** The slider puzzle: images as data URLs; the gap's x never leaves the server. */
export const imageCaptchaAnswer = object({
  captcha_id: str,
  background: str,
  piece: str,
  piece_y: num,
  width: num,
  height: num,
  piece_size: num,
  expires_in: num,
});

export const sendCodeAnswer = object({
  sent_to: str,
  expires_in: num,
  resend_in: num,
  /** Where the code went: an SMS code may go by e-mail when the day's SMS budget is spent. */
  channel: codeMethod,
  /** For codeStatus: follows this code's delivery, and nothing else. */
  delivery_id: str,
  /** A demo server sends nothing: the code is read in the operators' console (Caixa de saída). */
  demo: bool,
});

export const codeStatusAnswer = object({ status: z.enum(CODE_DELIVERY_STATUSES) });

export const userProfile = object({ phone_no: str, email: str, real_name: str.nullable(), birth_date: str.nullable() });

export const userInfoAnswer = named('UserInfo', object({
  id: str,
  username: str,
  nickname: str,
  avatar: str.nullable(),
  points: num,
  profile_complete: bool,
  profile: userProfile,
  created_at: iso,
}));

export const sessionAnswer = object({ token: str, userInfo: userInfoAnswer });

export const searchUserAnswer = object({
  username_masked: str,
  phone_masked: str,
  email_masked: str,
  methods: z.array(codeMethod),
});

export const ipAnswer = object({ ip: str });

export const vapidKeyAnswer = object({
  /** The application server key, base64url, for `pushManager.subscribe`. */
  public_key: str,
});

/** The calls that answer `data: null`. */
export const nullAnswer = z.null();
