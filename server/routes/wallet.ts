/** Wallet: account, withdrawal password, withdrawals and their records. */
import type { FastifyInstance } from 'fastify';
import { bindAccountRequest, setWithdrawalPasswordRequest, updateWithdrawalPasswordRequest, withdrawalIdRequest, withdrawalRecordsRequest, withdrawRequest } from '../../src/domain/contract/wallet.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile, requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { bindAccount, walletInfo, withdraw, withdrawalDetail, withdrawalRecords } from '../services/wallet.ts';
import { setWithdrawalPassword, updateWithdrawalPassword } from '../services/withdrawal-password.ts';
import { serve } from '../http/serve.ts';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const member = (request: Parameters<typeof requireMember>[1]) => requireMember(db, request);

  serve(app, 'walletInfo', async (request) => ok(await walletInfo(ctx, await member(request))));

  serve(app, 'bindAccount', async (request) => {
    const who = await member(request);
    return ok(await bindAccount(ctx, who, parseInput(bindAccountRequest, request.body)));
  });

  serve(app, 'setWithdrawalPassword', async (request) => {
    const who = await member(request);
    await setWithdrawalPassword(ctx, who, parseInput(setWithdrawalPasswordRequest, request.body));
    return ok(await walletInfo(ctx, who));
  });

  serve(app, 'updateWithdrawalPassword', async (request) => {
    const who = await member(request);
    await updateWithdrawalPassword(ctx, who, parseInput(updateWithdrawalPasswordRequest, request.body));
    return ok(await walletInfo(ctx, who));
  });

  serve(app, 'withdraw', async (request) => {
    const who = await member(request);
    requireCompleteProfile(who.user);
    return ok(await withdraw(ctx, who, parseInput(withdrawRequest, request.body)));
  });

  serve(app, 'withdrawalRecords', async (request) => {
    const who = await member(request);
    return ok(await withdrawalRecords(ctx, who, parseInput(withdrawalRecordsRequest, request.body)));
  });

  serve(app, 'withdrawalDetail', async (request) => {
    const who = await member(request);
    return ok(await withdrawalDetail(ctx, who, parseInput(withdrawalIdRequest, request.body).id));
  });

}
