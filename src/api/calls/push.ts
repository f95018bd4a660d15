/** Web push and device reports (issue 13): the VAPID key, regId and updateBrowserFingerprint. */
import type { FingerprintRequest, RegIdRequest, VapidKeyResponse } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import { request, type CallOptions } from '../http.ts';
import { post } from '../post.ts';

/** The server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
export function getVapidKey(opts?: CallOptions) {
  const { method, path } = API.vapidKey;
  return request<VapidKeyResponse>({ method, url: path, loading: false, ...opts });
}

/** The browser's PushSubscription, as its JSON text; success is code 0. */
export function sendPushRegId(subscription: PushSubscriptionJSON, opts?: CallOptions) {
  return post<null>(API.pushRegId, { regId: JSON.stringify(subscription) } satisfies RegIdRequest, { loading: false, ...opts });
}

/** Background call at launch, after the fingerprint is computed. */
export function updateBrowserFingerprint(fingerprint: FingerprintRequest['fingerprint'], opts?: CallOptions) {
  return post<null>(API.browserFingerprint, { fingerprint } satisfies FingerprintRequest, { loading: false, ...opts });
}
