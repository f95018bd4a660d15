/** What route handlers and services need, built once by buildApp. */
import type { Database } from './db/client.ts';
import type { MessageSender } from './messaging/sender.ts';
import type { PushSender } from './push/sender.ts';
import type { SmsPolicy } from './services/sms-policy.ts';
import type { EnabledScriptsCache } from './services/tracking-cache.ts';
import type { UploadStorage } from './storage/storage.ts';

export interface RateLimitRule {
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export type RateLimitedCall =
  | 'login'
  | 'imageCaptcha'
  | 'sendCode'
  | 'codeStatus'
  | 'register'
  | 'searchUser'
  | 'forgetPassword'
  | 'deviceToken'
  | 'refreshToken'
  | 'updateIp'
  | 'pushRegId'
  | 'fingerprint'
  | 'opsSignIn'
  | 'rtpFeed';
export type RateLimits = Record<RateLimitedCall, RateLimitRule>;

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindow: MINUTE },
  imageCaptcha: { max: 30, timeWindow: MINUTE },
  // The per-target resend wait (60 s) stops SMS bombing; this bounds number pumping from one IP.
  sendCode: { max: 10, timeWindow: MINUTE },
  // The form polls each second or two while a code is on its way.
  codeStatus: { max: 120, timeWindow: MINUTE },
  register: { max: 10, timeWindow: MINUTE },
  searchUser: { max: 20, timeWindow: MINUTE },
  forgetPassword: { max: 10, timeWindow: MINUTE },
  // Anonymous writes: each device token is a session row, each address report a write.
  deviceToken: { max: 30, timeWindow: MINUTE },
  // One renewal per member each ACCESS_TOKEN_MINUTES; generous, as a carrier's NAT puts many members on one address.
  refreshToken: { max: 120, timeWindow: MINUTE },
  updateIp: { max: 30, timeWindow: MINUTE },
  pushRegId: { max: 30, timeWindow: MINUTE },
  fingerprint: { max: 30, timeWindow: MINUTE },
  // Operator sign-in per IP; each account also locks after 5 wrong passwords (services/operators.ts).
  opsSignIn: { max: 10, timeWindow: MINUTE },
  // A feed's batches per IP: a reading every second or two, with room for a catch-up after an outage.
  rtpFeed: { max: 120, timeWindow: MINUTE },
};

/** Uploads and feedback per member per rolling day; tests lower them. */
export interface DailyLimits {
  uploads: number;
  feedback: number;
}
export const DEFAULT_DAILY_LIMITS: DailyLimits = { uploads: 60, feedback: 10 };
/** How long an upload nobody references is kept, and how often the server looks for them. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * MINUTE;
/** How often each server process runs its housekeeping (upload cleanup, session expiry). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * MINUTE;

/**
 * Sessions end after this long unused: visitors always 30 days, members `SESSION_IDLE_DAYS`
 * (default 30). A member's bearer token lives `ACCESS_TOKEN_MINUTES` (default 15) and is renewed
 * with the refresh cookie, so a token a page script could read is worth minutes, not a month.
 */
export interface SessionLifetimes {
  memberIdleDays: number;
  visitorIdleDays: number;
  accessTokenMinutes: number;
}
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { memberIdleDays: 30, visitorIdleDays: 30, accessTokenMinutes: 15 };

/** `demo`: seeded content, codes readable in the console; `production`: real sending, nothing seeded (config.ts). */
export type ServerMode = 'demo' | 'production';

export interface AppContext {
  mode: ServerMode;
  db: Database;
  sender: MessageSender;
  /** Web push (server/push/): web-push by default, a recording double in tests. */
  push: PushSender;
  now: () => Date;
  rateLimits: RateLimits;
  opsSecret: string | undefined;
  storage: UploadStorage;
  dailyLimits: DailyLimits;
  sessionLifetimes: SessionLifetimes;
  /** Where codes may go and how many (services/sms-policy.ts); tests lower the figures. */
  smsPolicy: SmsPolicy;
  /** The enabled tracking scripts, kept per process (services/tracking-cache.ts). */
  trackingScripts: EnabledScriptsCache;
}

/** Device reports kept per member (or visitor), and address stays kept per member. */
export const DEVICE_REPORTS_KEPT = 20;
export const MEMBER_ADDRESSES_KEPT = 20;
