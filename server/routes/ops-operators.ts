/**
 * The console's "Operadores" (admins manage the accounts, each edit over the version loaded) and
 * "Minha conta" (an operator's own authenticator). Every save is audited by its service.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import {
  createOperatorAccount, listOperatorAccounts, removeOperatorTotp, resetOperatorPassword, setOperatorDisabled, setOperatorRole,
} from '../services/operator-accounts.ts';
import { confirmTotp, disableTotp, startTotp } from '../services/operator-totp.ts';

export function registerOpsOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'operatorList', async () => listOperatorAccounts(ctx));
  serveOps(app, ctx, 'createOperator', async (input, call) => createOperatorAccount(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'operatorRole', async (input, call) => setOperatorRole(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'operatorStatus', async (input, call) => setOperatorDisabled(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'operatorPassword', async (input, call) => resetOperatorPassword(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'operatorTotpRemove', async (input, call) => removeOperatorTotp(ctx, operatorOf(call), input));
  serveOps(app, ctx, 'totpStart', async (_input, call) => startTotp(ctx, operatorOf(call)));
  serveOps(app, ctx, 'totpConfirm', async (input, call) => confirmTotp(ctx, operatorOf(call), input.code));
  serveOps(app, ctx, 'totpDisable', async (input, call) => disableTotp(ctx, operatorOf(call), input.code));
}
