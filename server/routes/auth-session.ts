/** Device tokens, the slider captcha, login, logout and who-am-I. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { channelFrom, requireSession } from '../http/guards.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../http/refresh-cookie.ts';
import { serveCall } from '../http/serve-call.ts';
import { login, renewAccessToken } from '../services/accounts.ts';
import { createCaptcha } from '../services/captcha.ts';
import { endSession, openVisitorSession, ownerOf, recordAddress } from '../services/devices.ts';
import { toUserInfo } from '../services/user-info.ts';
import { recordRiskEvent } from '../signals/events.ts';
import { callerOf, deviceEvent, signInEvent } from './caller.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'deviceToken', async (input, { request }) => {
    const { token, visitorId, deviceKey } = await openVisitorSession(ctx, { deviceId: input.device_id, deviceKey: input.device_key, ip: request.ip, channelFrom: channelFrom(request) });
    await recordRiskEvent(ctx, deviceEvent(request, visitorId));
    return { token, visitor_id: String(visitorId), device_key: deviceKey };
  });
  serveCall(app, ctx, 'imageCaptcha', async () => createCaptcha(ctx));
  serveCall(app, ctx, 'login', async (input, { request, reply, session }) => {
    const started = await login(ctx, input, callerOf(request, session));
    await recordRiskEvent(ctx, signInEvent('sign_in', request, session, started));
    setRefreshCookie(request, reply, started.refreshToken, ctx.sessionLifetimes.memberIdleDays);
    return started.answer;
  });
  serveCall(app, ctx, 'refreshToken', async (_, { request }) => renewAccessToken(ctx, refreshCookieOf(request)));
  // Public, so the refresh cookie goes even when the session has already ended (then 401 or 402).
  serveCall(app, ctx, 'logout', async (_, { request, reply }) => {
    clearRefreshCookie(request, reply);
    const { session } = await requireSession(ctx.db, request);
    await endSession(ctx, session.id);
    return null;
  });
  serveCall(app, ctx, 'userInfo', async (_, { member }) => toUserInfo(member.user));
  serveCall(app, ctx, 'updateIp', async (_, { request, session }) => {
    await recordAddress(ctx, ownerOf(session), request.ip);
    return { ip: request.ip };
  });
}
