/**
 * The console's "Operadores" (admins manage the accounts, each edit over the version loaded) and
 * "Minha conta" (an operator's own authenticator). Every save is audited by its service.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import {
  createOperatorAccount, listOperatorAccounts, removeOperatorTotp, resetOperatorPassword, setOperatorDisabled, setOperatorRole,
} from '../services/operator-accounts.ts';
import { confirmTotp, disableTotp, startTotp } from '../services/operator-totp.ts';

export function registerOpsOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'operatorList', async () => listOperatorAccounts(ctx));
  serveCall(app, ctx, 'createOperator', async (input, call) => createOperatorAccount(ctx, call.actor, input));
  serveCall(app, ctx, 'operatorRole', async (input, call) => setOperatorRole(ctx, call.actor, input));
  serveCall(app, ctx, 'operatorStatus', async (input, call) => setOperatorDisabled(ctx, call.actor, input));
  serveCall(app, ctx, 'operatorPassword', async (input, call) => resetOperatorPassword(ctx, call.actor, input));
  serveCall(app, ctx, 'operatorTotpRemove', async (input, call) => removeOperatorTotp(ctx, call.actor, input));
  serveCall(app, ctx, 'totpStart', async (_input, call) => startTotp(ctx, call.actor));
  serveCall(app, ctx, 'totpConfirm', async (input, call) => confirmTotp(ctx, call.actor, input.code));
  serveCall(app, ctx, 'totpDisable', async (input, call) => disableTotp(ctx, call.actor, input.code));
}
