/** Web push and device reports: the VAPID public key, regId and updateBrowserFingerprint. */
import type { FastifyInstance } from 'fastify';
import type { VapidKeyResponse } from '../../src/domain/contract/push.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { currentSession } from '../http/guards.ts';
import { ownerOf, recordFingerprint, saveSubscription } from '../services/devices.ts';
import { serve } from '../http/serve.ts';

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, vapidPublicKey: string): void {
  const { db, rateLimits } = ctx;

  serve(app, 'vapidKey', async (_, _request, reply) => {
    // The pair never changes once made; a day of caching spares a call on every ask.
    void reply.header('cache-control', 'public, max-age=86400');
    return ok<VapidKeyResponse>({ public_key: vapidPublicKey });
  });

  // Anonymous writes (a visitor may subscribe before signing in): limited per IP like getDeviceIdFromToken.
  serve(app, 'pushRegId', { config: { rateLimit: rateLimits.pushRegId } }, async ({ regId }, request) => {
    await saveSubscription(ctx, ownerOf(await currentSession(db, request)), regId);
    return ok(null);
  });

  serve(app, 'browserFingerprint', { config: { rateLimit: rateLimits.fingerprint } }, async ({ fingerprint }, request) => {
    await recordFingerprint(ctx, ownerOf(await currentSession(db, request)), fingerprint, request.ip);
    return ok(null);
  });
}
