/**
 * The operator session's calls: sign-in (rate limited per IP by its definition; the account's own
 * lock is the service's), who is signed in, sign-out, and the command line's add (the shared secret only).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import type { AppContext } from '../context.ts';
import { opsHeader } from '../http/ops-guard.ts';
import { serveCall } from '../http/serve-call.ts';
import { createOperatorAccount } from '../services/operator-accounts.ts';
import { meOf, signIn, signOut } from '../services/operators.ts';

export function registerOpsSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'signIn', async (input) => signIn(ctx, input.name, input.password, input.code));

  serveCall(app, ctx, 'whoAmI', async (_input, call) => meOf(ctx, call.actor));

  serveCall(app, ctx, 'signOut', async (_input, call) => {
    const token = opsHeader(call.request, OPS_TOKEN_HEADER);
    if (token) await signOut(ctx, token);
    return null;
  });

  serveCall(app, ctx, 'addOperator', async (input, call) => createOperatorAccount(ctx, call.actor, input));
}
