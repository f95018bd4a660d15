/** Wallet: account, withdrawal password, withdrawals and their records. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { bindAccount, walletInfo, withdraw, withdrawalDetail, withdrawalRecords } from '../services/wallet.ts';
import { setWithdrawalPassword, updateWithdrawalPassword } from '../services/withdrawal-password.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';
import { completeProfileFirst } from './complete-profile.ts';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'walletInfo', async (_, request) => ok(await walletInfo(ctx, memberOf(request))));

    serve(scope, 'bindAccount', async (input, request) => {
      const who = memberOf(request);
      return ok(await bindAccount(ctx, who, input));
    });

    serve(scope, 'setWithdrawalPassword', async (input, request) => {
      const who = memberOf(request);
      await setWithdrawalPassword(ctx, who, input);
      return ok(await walletInfo(ctx, who));
    });

    serve(scope, 'updateWithdrawalPassword', async (input, request) => {
      const who = memberOf(request);
      await updateWithdrawalPassword(ctx, who, input);
      return ok(await walletInfo(ctx, who));
    });

    serve(scope, 'withdraw', { preHandler: completeProfileFirst }, async (input, request) => {
      const who = memberOf(request);
      return ok(await withdraw(ctx, who, input));
    });

    serve(scope, 'withdrawalRecords', async (input, request) => {
      const who = memberOf(request);
      return ok(await withdrawalRecords(ctx, who, input));
    });

    serve(scope, 'withdrawalDetail', async (input, request) => {
      const who = memberOf(request);
      return ok(await withdrawalDetail(ctx, who, input.id));
    });
  });
}
