/** Web push and device reports: spec's regId and updateBrowserFingerprint, and our vapidKey (docs/api.md). */
import { z } from '../zod.ts';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import type { vapidKeyAnswer } from './answers/auth.ts';

/** Base64url as the Push API gives it (`PushSubscription.toJSON().keys`). */
const pushKey = z.string({ error: M.pushSubscriptionInvalid }).regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, M.pushSubscriptionInvalid);

/** A PushSubscription's JSON: an https endpoint and its two keys; anything else it carries is ignored. */
export const pushSubscriptionJson = z.object(
  {
    endpoint: z
      .string({ error: M.pushSubscriptionInvalid })
      .max(2000, M.pushSubscriptionInvalid)
      .refine((value) => {
        try {
          return new URL(value).protocol === 'https:';
        } catch {
          return false;
        }
      }, M.pushSubscriptionInvalid),
    keys: z.object({ p256dh: pushKey, auth: pushKey }, { error: M.pushSubscriptionInvalid }),
  },
  { error: M.pushSubscriptionInvalid },
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

/**
 * `regId` is the subscription: its JSON text (what the spec's Android `regId` string becomes on the
 * web) or the object itself; both are read the same way.
 */
export const regIdRequest = z.object({
  regId: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }, pushSubscriptionJson),
});
export type RegIdRequest = { regId: string | PushSubscriptionJson };

/**
 * The browser's automation check (@fingerprintjs/botd): whether it saw a headless or scripted
 * browser, and which kind. A fact kept on the visitor for reviewers; it never refuses anything.
 */
export const botSignal = z.object({
  detected: z.boolean({ error: M.fingerprintFormat }),
  kind: z.string({ error: M.fingerprintFormat }).regex(/^[a-z_]{1,40}$/, M.fingerprintFormat).optional(),
});
export type BotSignal = z.infer<typeof botSignal>;

export const fingerprintRequest = z.object({
  fingerprint: z.string({ error: M.fingerprintFormat }).regex(/^[A-Za-z0-9_-]{8,128}$/, M.fingerprintFormat),
  /** Optional: a browser that could not run the check, or an older app, sends none. */
  bot: botSignal.optional(),
});
export type FingerprintRequest = z.infer<typeof fingerprintRequest>;

export type VapidKeyResponse = z.output<typeof vapidKeyAnswer>;
