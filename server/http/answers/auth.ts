/** Answers of the account calls (src/domain/contract/auth.ts, push.ts). */
import { z } from 'zod';
import { CODE_DELIVERY_STATUSES, codeMethod } from '../../../src/domain/contract/auth.ts';
import { iso, num, object, str, bool, named } from './common.ts';

export const deviceTokenAnswer = object({ token: str, visitor_id: str });

export const refreshTokenAnswer = object({ token: str });

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

export const sendCodeAnswer = object({ sent_to: str, expires_in: num, resend_in: num, channel: codeMethod, delivery_id: str, demo: bool });

export const codeStatusAnswer = object({ status: z.enum(CODE_DELIVERY_STATUSES) });

export const userInfoAnswer = named('UserInfo', object({
  id: str,
  username: str,
  nickname: str,
  avatar: str.nullable(),
  points: num,
  profile_complete: bool,
  profile: object({ phone_no: str, email: str, real_name: str.nullable(), birth_date: str.nullable() }),
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

export const vapidKeyAnswer = object({ public_key: str });

/** The calls that answer `data: null`. */
export const nullAnswer = z.null();
