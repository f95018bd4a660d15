/** Device tokens, the slider captcha, login, logout and who-am-I. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { channelFrom, currentSession, requireSession } from '../http/guards.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { login, renewAccessToken } from '../services/accounts.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../http/refresh-cookie.ts';
import { createCaptcha } from '../services/captcha.ts';
import { endSession, openVisitorSession, ownerOf, recordAddress } from '../services/devices.ts';
import { toUserInfo } from '../services/user-info.ts';
import { callerOf } from './caller.ts';
import { serve } from '../http/serve.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, rateLimits } = ctx;

  serve(app, 'deviceToken', { config: { rateLimit: rateLimits.deviceToken } }, async (input, request) => {
    const { token, visitorId } = await openVisitorSession(ctx, { deviceId: input.device_id, ip: request.ip, channelFrom: channelFrom(request) });
    return ok({ token, visitor_id: String(visitorId) });
  });

  serve(app, 'imageCaptcha', { config: { rateLimit: rateLimits.imageCaptcha } }, async () => ok(await createCaptcha(ctx)));

  serve(app, 'login', { config: { rateLimit: rateLimits.login } }, async (input, request, reply) => {
    const started = await login(ctx, input, await callerOf(ctx, request));
    setRefreshCookie(request, reply, started.refreshToken, ctx.sessionLifetimes.memberIdleDays);
    return ok(started.answer);
  });

  serve(app, 'refreshToken', { config: { rateLimit: rateLimits.refreshToken } }, async (_, request) => {
    return ok(await renewAccessToken(ctx, refreshCookieOf(request)));
  });

  serve(app, 'logout', async (_, request, reply) => {
    clearRefreshCookie(request, reply);
    const { session } = await requireSession(db, request);
    await endSession(ctx, session.id);
    return ok(null);
  });

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'userInfo', async (_, request) => ok(toUserInfo(memberOf(request).user)));
  });

  serve(app, 'updateIp', { config: { rateLimit: rateLimits.updateIp } }, async (_, request) => {
    await recordAddress(ctx, ownerOf(await currentSession(db, request)), request.ip);
    return ok({ ip: request.ip });
  });
}
