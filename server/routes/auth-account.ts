/** Verification codes, registration and password recovery. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { setRefreshCookie } from '../http/refresh-cookie.ts';
import { serveCall } from '../http/serve-call.ts';
import { register } from '../services/accounts.ts';
import { deliveryStatus } from '../services/code-delivery.ts';
import { forgetPassword, searchUser, sendCode } from '../services/password-recovery.ts';
import { recordRiskEvent } from '../signals/events.ts';
import { callerOf, signInEvent } from './caller.ts';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A refused resend answers 400 (not 429) so the client's toast shows the seconds to wait;
  // request.ip is the address trust proxy believes, which the per-address limit counts.
  serveCall(app, ctx, 'sendCode', async (input, { request }) => sendCode(ctx, input, request.ip));
  // Polled by the form while the code is on its way; the handle only opens its own code.
  serveCall(app, ctx, 'codeStatus', async (input) => ({ status: await deliveryStatus(ctx, input.delivery_id) }));
  serveCall(app, ctx, 'register', async (input, { request, reply, session }) => {
    const started = await register(ctx, input, callerOf(request, session));
    await recordRiskEvent(ctx, signInEvent('register', request, session, started));
    if (started.hasInviter) await recordRiskEvent(ctx, signInEvent('invite_bound', request, session, started));
    setRefreshCookie(request, reply, started.refreshToken, ctx.sessionLifetimes.memberIdleDays);
    return started.answer;
  });
  serveCall(app, ctx, 'searchUser', async (input) => searchUser(ctx, input.account));
  serveCall(app, ctx, 'forgetPassword', async (input) => {
    await forgetPassword(ctx, input);
    return null;
  });
}
