/** Wallet: account, withdrawal password, withdrawals and their records. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { bindAccount, walletInfo, withdraw, withdrawalDetail, withdrawalRecords } from '../services/wallet.ts';
import { setWithdrawalPassword, updateWithdrawalPassword } from '../services/withdrawal-password.ts';
import { recordRiskEvent } from '../signals/events.ts';
import { memberEvent } from './caller.ts';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'walletInfo', async (_, { member }) => walletInfo(ctx, member));
  serveCall(app, ctx, 'bindAccount', async (input, { member }) => bindAccount(ctx, member, input));
  serveCall(app, ctx, 'setWithdrawalPassword', async (input, { member }) => {
    await setWithdrawalPassword(ctx, member, input);
    return walletInfo(ctx, member);
  });
  serveCall(app, ctx, 'updateWithdrawalPassword', async (input, { member }) => {
    await updateWithdrawalPassword(ctx, member, input);
    return walletInfo(ctx, member);
  });
  serveCall(app, ctx, 'withdraw', async (input, { member, request }) => {
    const answer = await withdraw(ctx, member, input, request.ip);
    await recordRiskEvent(ctx, memberEvent('withdrawal_request', request, member));
    return answer;
  });
  serveCall(app, ctx, 'withdrawalRecords', async (input, { member }) => withdrawalRecords(ctx, member, input));
  serveCall(app, ctx, 'withdrawalDetail', async (input, { member }) => withdrawalDetail(ctx, member, input.id));
}
