/** What route handlers and services need, built once by buildApp. */
import { definedRateLimits, type RateLimits } from '../src/domain/contract/all-calls.ts';
import type { Database } from './db/client.ts';
import type { ServerMode } from './settings/mode.ts';
import type { MessageSender } from './messaging/sender.ts';
import type { PushSender } from './push/sender.ts';
import type { SmsPolicy } from './services/sms-policy.ts';
import type { TotpKeys } from './security/totp-keys.ts';
import type { SignalKeys } from './signals/keys.ts';
import type { EnabledScriptsCache } from './services/tracking-cache.ts';
import type { UploadStorage } from './storage/storage.ts';

/** Each limited call's limit (its definition's `limit`), scaled by RATE_LIMIT_FACTOR or replaced in tests. */
export const DEFAULT_RATE_LIMITS: RateLimits = definedRateLimits();

const MINUTE = 60_000;

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

export type { ServerMode };

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
  /** What seals operators' authenticator secrets (security/totp-keys.ts). */
  totpKeys: TotpKeys;
  /** What signs device keys and hashes the addresses of risk events (signals/keys.ts). */
  signals: SignalKeys;
}

/** Device reports kept per member (or visitor), and address stays kept per member. */
export const DEVICE_REPORTS_KEPT = 20;
export const MEMBER_ADDRESSES_KEPT = 20;
