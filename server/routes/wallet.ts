/** Wallet: account, withdrawal password, withdrawals and their records. */
import type { FastifyInstance } from 'fastify';
import { bindAccountRequest, setWithdrawalPasswordRequest, updateWithdrawalPasswordRequest, withdrawalIdRequest, withdrawalRecordsRequest, withdrawRequest } from '../../src/domain/contract/wallet.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile } from '../services/member.ts';
import { parseInput } from '../http/validate.ts';
import { bindAccount, walletInfo, withdraw, withdrawalDetail, withdrawalRecords } from '../services/wallet.ts';
import { setWithdrawalPassword, updateWithdrawalPassword } from '../services/withdrawal-password.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'walletInfo', async (request) => ok(await walletInfo(ctx, memberOf(request))));

    serve(scope, 'bindAccount', async (request) => {
      const who = memberOf(request);
      return ok(await bindAccount(ctx, who, parseInput(bindAccountRequest, request.body)));
    });

    serve(scope, 'setWithdrawalPassword', async (request) => {
      const who = memberOf(request);
      await setWithdrawalPassword(ctx, who, parseInput(setWithdrawalPasswordRequest, request.body));
      return ok(await walletInfo(ctx, who));
    });

    serve(scope, 'updateWithdrawalPassword', async (request) => {
      const who = memberOf(request);
      await updateWithdrawalPassword(ctx, who, parseInput(updateWithdrawalPasswordRequest, request.body));
      return ok(await walletInfo(ctx, who));
    });

    serve(scope, 'withdraw', async (request) => {
      const who = memberOf(request);
      requireCompleteProfile(who.user);
      return ok(await withdraw(ctx, who, parseInput(withdrawRequest, request.body)));
    });

    serve(scope, 'withdrawalRecords', async (request) => {
      const who = memberOf(request);
      return ok(await withdrawalRecords(ctx, who, parseInput(withdrawalRecordsRequest, request.body)));
    });

    serve(scope, 'withdrawalDetail', async (request) => {
      const who = memberOf(request);
      return ok(await withdrawalDetail(ctx, who, parseInput(withdrawalIdRequest, request.body).id));
    });
  });
}
