/** Web push and device reports: the VAPID public key, regId and updateBrowserFingerprint. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { ownerOf, recordFingerprint, saveSubscription } from '../services/devices.ts';

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, vapidPublicKey: string): void {
  serveCall(app, ctx, 'vapidKey', async (_, { reply }) => {
    // The pair never changes once made; a day of caching spares a call on every ask.
    void reply.header('cache-control', 'public, max-age=86400');
    return { public_key: vapidPublicKey };
  });
  // Anonymous writes (a visitor may subscribe before signing in), limited per IP by their definitions.
  serveCall(app, ctx, 'pushRegId', async ({ regId }, { session }) => {
    await saveSubscription(ctx, ownerOf(session), regId);
    return null;
  });
  serveCall(app, ctx, 'browserFingerprint', async (report, { request, session }) => {
    await recordFingerprint(ctx, ownerOf(session), report, request.ip);
    return null;
  });
}
