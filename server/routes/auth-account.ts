/** Verification codes, registration and password recovery. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { register } from '../services/accounts.ts';
import { setRefreshCookie } from '../http/refresh-cookie.ts';
import { forgetPassword, searchUser, sendCode } from '../services/password-recovery.ts';
import { callerOf } from './caller.ts';
import { serve } from '../http/serve.ts';
import { deliveryStatus } from '../services/code-delivery.ts';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { rateLimits } = ctx;

  // A refused resend answers 400 (not 429) so the client's toast shows the seconds to wait;
  // request.ip is the address trust proxy believes, which the per-address limit counts.
  serve(app, 'sendCode', { config: { rateLimit: rateLimits.sendCode } }, async (input, request) => {
    return ok(await sendCode(ctx, input, request.ip));
  });

  // Polled by the form while the code is on its way; the handle only opens its own code.
  serve(app, 'codeStatus', { config: { rateLimit: rateLimits.codeStatus } }, async (input) => {
    return ok({ status: await deliveryStatus(ctx, input.delivery_id) });
  });

  serve(app, 'register', { config: { rateLimit: rateLimits.register } }, async (input, request, reply) => {
    const started = await register(ctx, input, await callerOf(ctx, request));
    setRefreshCookie(request, reply, started.refreshToken, ctx.sessionLifetimes.memberIdleDays);
    return ok(started.answer);
  });

  serve(app, 'searchUser', { config: { rateLimit: rateLimits.searchUser } }, async (input) => {
    return ok(await searchUser(ctx, input.account));
  });

  serve(app, 'forgetPassword', { config: { rateLimit: rateLimits.forgetPassword } }, async (input) => {
    await forgetPassword(ctx, input);
    return ok(null);
  });
}
