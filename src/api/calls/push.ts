/** Web push and device reports: the VAPID key, regId and updateBrowserFingerprint. */
import type { FingerprintRequest, RegIdRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

/** The server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
export function getVapidKey(opts?: CallOptions) {
  return call('vapidKey', {}, { loading: false, ...opts });
}

/** The browser's PushSubscription, as its JSON text; success is code 0. */
export function sendPushRegId(subscription: PushSubscriptionJSON, opts?: CallOptions) {
  return call('pushRegId', { regId: JSON.stringify(subscription) } satisfies RegIdRequest, { loading: false, ...opts });
}

/** Background call at launch, after the fingerprint is computed. */
export function updateBrowserFingerprint(fingerprint: FingerprintRequest['fingerprint'], bot?: FingerprintRequest['bot'], opts?: CallOptions) {
  return call('browserFingerprint', { fingerprint, ...(bot ? { bot } : {}) } satisfies FingerprintRequest, { loading: false, ...opts });
}
