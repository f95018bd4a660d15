/** Device tokens, the slider captcha, login, logout and who-am-I. */
import type { FastifyInstance } from 'fastify';
import { deviceTokenRequest, loginRequest } from '../../src/domain/contract/auth.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { channelFrom, currentSession, requireMember, requireSession } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { login } from '../services/accounts.ts';
import { createCaptcha } from '../services/captcha.ts';
import { endSession, openVisitorSession, ownerOf, recordAddress } from '../services/devices.ts';
import { toUserInfo } from '../services/user-info.ts';
import { callerOf } from './caller.ts';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, rateLimits } = ctx;

  app.post(API.deviceToken.path, { config: { rateLimit: rateLimits.deviceToken } }, async (request) => {
    const input = parseInput(deviceTokenRequest, request.body);
    const { token, visitorId } = await openVisitorSession(ctx, { deviceId: input.device_id, ip: request.ip, channelFrom: channelFrom(request) });
    return ok({ token, visitor_id: String(visitorId) });
  });

  app.post(API.imageCaptcha.path, { config: { rateLimit: rateLimits.imageCaptcha } }, async () => ok(await createCaptcha(ctx)));

  app.post(API.login.path, { config: { rateLimit: rateLimits.login } }, async (request) => {
    const input = parseInput(loginRequest, request.body);
    return ok(await login(ctx, input, await callerOf(ctx, request)));
  });

  app.post(API.logout.path, async (request) => {
    const { session } = await requireSession(db, request);
    await endSession(ctx, session.id);
    return ok(null);
  });

  app.post(API.userInfo.path, async (request) => {
    const { user } = await requireMember(db, request);
    return ok(toUserInfo(user));
  });

  app.post(API.updateIp.path, { config: { rateLimit: rateLimits.updateIp } }, async (request) => {
    await recordAddress(ctx, ownerOf(await currentSession(db, request)), request.ip);
    return ok({ ip: request.ip });
  });
}
