/** Web push and device reports (issue 13): the VAPID public key, regId and updateBrowserFingerprint. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { fingerprintRequest, regIdRequest, type VapidKeyResponse } from '../../src/domain/contract/push.ts';
import { type AppContext, DEVICE_REPORTS_KEPT } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { currentSession } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { insertDeviceReport, upsertSubscription } from '../repositories/push.ts';

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, vapidPublicKey: string): void {
  const { db, rateLimits } = ctx;

  app.get(API.vapidKey.path, async (_request, reply) => {
    // The pair never changes once made; a day of caching spares a call on every ask.
    void reply.header('cache-control', 'public, max-age=86400');
    return ok<VapidKeyResponse>({ public_key: vapidPublicKey });
  });

  // Anonymous writes (a visitor may subscribe before signing in): limited per IP like getDeviceIdFromToken.
  app.post(API.pushRegId.path, { config: { rateLimit: rateLimits.pushRegId } }, async (request) => {
    const { regId } = parseInput(regIdRequest, request.body);
    const found = await currentSession(db, request);
    const owner = { userId: found?.user?.id ?? null, visitorId: found?.session.visitorId ?? null };
    await upsertSubscription(db, { endpoint: regId.endpoint, p256dh: regId.keys.p256dh, auth: regId.keys.auth }, owner, ctx.now());
    return ok(null);
  });

  app.post(API.browserFingerprint.path, { config: { rateLimit: rateLimits.fingerprint } }, async (request) => {
    const { fingerprint } = parseInput(fingerprintRequest, request.body);
    const found = await currentSession(db, request);
    const owner = { userId: found?.user?.id ?? null, visitorId: found?.session.visitorId ?? null };
    // Without a live token there is nobody to record it for; the answer is the same.
    if (owner.userId !== null || owner.visitorId !== null) {
      await insertDeviceReport(db, { ...owner, fingerprint, ip: request.ip, now: ctx.now() }, DEVICE_REPORTS_KEPT);
    }
    return ok(null);
  });
}
