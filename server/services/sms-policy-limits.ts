/** The checks of the SMS policy (sms-policy.ts), run before a code is stored and queued. */
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { Executor } from '../db/client.ts';
import { fill } from '../messaging/templates.ts';
import * as codes from '../repositories/verification-codes.ts';
import { Refusal, refused } from './refusal.ts';
import { numberPrefix, type SmsPolicy } from './sms-policy.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface LimitedRequest {
  channel: 'sms' | 'email';
  /** E.164 for an SMS, the lower-cased address for an e-mail. */
  target: string;
  requestedIp: string | null;
}

/** The advisory locks a request takes, always in this order (address, range, target): see lockCodeKeys. */
export function lockKeysOf(request: LimitedRequest): string[] {
  return [
    ...(request.requestedIp ? [`ip:${request.requestedIp}`] : []),
    ...(request.channel === 'sms' ? [`prefix:${numberPrefix(request.target)}`] : []),
    `target:${request.target}`,
  ];
}

/**
 * Refuses a code the policy does not allow: 400 with the seconds left inside the resend wait,
 * 429 past an hourly limit. Runs under the request's locks, so parallel requests count each other.
 */
export async function enforceCodeLimits(db: Executor, policy: SmsPolicy, request: LimitedRequest, now: Date): Promise<void> {
  const latest = await codes.latestCodeFor(db, request.target);
  const waitMs = latest ? latest.createdAt.getTime() + policy.resendSeconds * 1000 - now.getTime() : 0;
  // `now` was read before this request waited for the lock, so a code a parallel request stored meanwhile can look newer than it: never say more than the wait itself.
  if (waitMs > 0) throw refused(fill(SERVER_MESSAGES.codeTooSoon, { seconds: Math.min(policy.resendSeconds, Math.ceil(waitMs / 1000)) }));
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if ((await codes.countCodesSince(db, { target: request.target }, hourAgo)) >= policy.perTargetHourly) {
    throw new Refusal('tooMany', SERVER_MESSAGES.codeLimitTarget);
  }
  if (request.requestedIp && (await codes.countCodesSince(db, { requestedIp: request.requestedIp }, hourAgo)) >= policy.perAddressHourly) {
    throw new Refusal('tooMany', SERVER_MESSAGES.codeLimitAddress);
  }
  if (request.channel === 'sms' && (await codes.countCodesSince(db, { prefix: numberPrefix(request.target) }, hourAgo)) >= policy.perPrefixHourly) {
    throw new Refusal('tooMany', SERVER_MESSAGES.codeLimitPrefix);
  }
}

/** The budget counts by UTC day: one boundary for every process, whatever its time zone. */
const dayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
const dayName = (now: Date) => now.toISOString().slice(0, 10);

/** true while today's SMS are under the budget (always without one). */
export async function smsBudgetLeft(db: Executor, policy: SmsPolicy, now: Date): Promise<boolean> {
  if (policy.dailySmsLimit === null) return true;
  return (await codes.countSmsSince(db, dayStart(now))) < policy.dailySmsLimit;
}

/**
 * After an SMS is queued: one notice a day for the operators when the share of the budget is
 * reached, and one when it is spent (codes then leave by e-mail only).
 */
export async function noticeSmsBudget(db: Executor, policy: SmsPolicy, now: Date): Promise<void> {
  const limit = policy.dailySmsLimit;
  if (limit === null || limit === 0) return;
  const sent = await codes.countSmsSince(db, dayStart(now));
  const thresholds = [Math.round(policy.budgetNoticeShare * 100), 100].filter((percent) => sent >= (limit * percent) / 100);
  for (const percent of thresholds) {
    const values = { percent, count: sent, limit, day: dayName(now) };
    await codes.insertNoticeOnce(db, {
      key: `sms-budget-${percent}:${dayName(now)}`,
      title: fill(SERVER_MESSAGES.smsBudgetNoticeTitle, values),
      body: fill(SERVER_MESSAGES.smsBudgetNoticeBody, values),
      createdAt: now,
    });
  }
}
