/** What route handlers and services need, built once by buildApp. */
import type { Database } from './db/client.ts';
import type { MessageSender } from './messaging/sender.ts';

export interface RateLimitRule {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export type RateLimitedCall = 'login' | 'imageCaptcha' | 'sendCode' | 'register' | 'searchUser' | 'forgetPassword';
export type RateLimits = Record<RateLimitedCall, RateLimitRule>;

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindow: MINUTE },
  imageCaptcha: { max: 30, timeWindow: MINUTE },
  // The per-target resend wait (60 s) stops SMS bombing; this bounds number pumping from one IP.
  sendCode: { max: 10, timeWindow: MINUTE },
  register: { max: 10, timeWindow: MINUTE },
  searchUser: { max: 20, timeWindow: MINUTE },
  forgetPassword: { max: 10, timeWindow: MINUTE },
};

export interface AppContext {
  db: Database;
  sender: MessageSender;
  now: () => Date;
  rateLimits: RateLimits;
  opsSecret: string | undefined;
}
