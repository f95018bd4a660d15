/**
 * The member's wallet: the account paid into, conversion types and withdrawals. A withdrawal
 * reserves its points at once (a ledger debit in the same transaction as the request), so the
 * balance can never pay twice; the operator's decision spends them (success) or gives them back
 * (failed, a new credit). A request key makes a retry answer the first request.
 */
import { amountProblem, type BindAccountRequest, type WalletInfo, type WithdrawalRecordsQuery, type WithdrawRequest, type WithdrawResponse } from '../../src/domain/contract/wallet.ts';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { completeTasksOnEvent } from './task-review.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import * as wallet from '../repositories/wallet.ts';
import { currentPoints } from '../repositories/users.ts';
import { maskPhone } from '../security/masking.ts';
import { formatWhen } from './calendar.ts';
import { debitPoints } from './ledger.ts';
import { countWithdrawal } from '../metrics/business.ts';
import { pageOf, pageWindow } from './reward-views.ts';
import { checkDailyCap } from './wallet-daily-cap.ts';
import { setScore } from '../repositories/risk.ts';
import { SUSPICIOUS_SCORE } from '../../src/domain/contract/risk-values.ts';
import { markPayoutAccount } from './risk-marks.ts';
import { holdWithdrawal } from './risk-holds.ts';
import { gatherWithdrawalFacts, judgeGathered } from './risk-rules.ts';
import { checkWithdrawalPassword, coolingOffHours, coolingUntil } from './withdrawal-password.ts';
import { money, toConversionType, toWithdrawal } from './wallet-views.ts';

export async function walletInfo(ctx: AppContext, member: Member): Promise<WalletInfo> {
  const now = ctx.now();
  const row = await wallet.walletRow(ctx.db, member.user.id);
  const cooling = await coolingUntil(ctx.db, row, now);
  return {
    points: await currentPoints(ctx.db, member.user.id),
    account: row.account,
    phone_masked: maskPhone(member.user.phone),
    has_password: row.passwordHash !== null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    cooling_until: cooling?.toISOString() ?? null,
    types: (await wallet.listActiveTypes(ctx.db)).map(toConversionType),
  };
}

/** The member proves the account is theirs with the last 4 digits of the registered phone. */
export async function bindAccount(ctx: AppContext, member: Member, input: BindAccountRequest): Promise<WalletInfo> {
  if (!member.user.phone.endsWith(input.phone_last4)) throw refused(SERVER_MESSAGES.phoneLast4Mismatch);
  await ctx.db.transaction(async (tx) => {
    await wallet.walletRow(tx, member.user.id);
    await wallet.updateWallet(tx, member.user.id, { account: input.account, updatedAt: ctx.now() });
    await markPayoutAccount(tx, member.user.id, input.account, ctx.now());
    await completeTasksOnEvent(tx, member.user.id, 'wallet_bound', ctx.now());
  });
  return walletInfo(ctx, member);
}

async function answer(ctx: AppContext, row: wallet.WithdrawalRow): Promise<WithdrawResponse> {
  return { ...toWithdrawal(row), balance: await currentPoints(ctx.db, row.userId) };
}

/** Everything a request needs before its points are reserved; throws the first refusal. */
async function admit(ctx: AppContext, member: Member, input: WithdrawRequest, ip: string) {
  const userId = member.user.id;
  const row = await wallet.walletRow(ctx.db, userId);
  if (!row.passwordHash) throw refused(SERVER_MESSAGES.withdrawalPasswordMissing);
  if (!row.account) throw refused(SERVER_MESSAGES.accountRequiredForWithdrawal);
  // The rules' reads run while the password's slow hash is checked, so they add no wait; a wrong
  // password discards them.
  const gathering = gatherWithdrawalFacts(ctx.db, { userId, account: row.account, ip, now: ctx.now() });
  gathering.catch(() => undefined);
  await checkWithdrawalPassword(ctx, userId, input.password);
  const cooling = await coolingUntil(ctx.db, row, ctx.now());
  if (cooling) {
    const hours = String(await coolingOffHours(ctx.db));
    throw refused(SERVER_MESSAGES.withdrawalCoolingOff.replace('{{hours}}', hours).replace('{{until}}', formatWhen(cooling)));
  }
  const type = await wallet.findActiveType(ctx.db, input.type_id);
  if (!type) throw refused(SERVER_MESSAGES.conversionTypeUnavailable);
  const problem = amountProblem(toConversionType(type), input.amount, RULE_MESSAGES);
  if (problem) throw refused(problem);
  return { account: row.account, type, gathered: await gathering };
}

/**
 * The rules judge the request before its points are reserved (services/risk-rules.ts): a block
 * refuses it with nothing written and a neutral message; a hold writes it in `review`, with its
 * hold, in the reservation's transaction.
 */
export async function withdraw(ctx: AppContext, member: Member, input: WithdrawRequest, ip: string): Promise<WithdrawResponse> {
  const userId = member.user.id;
  const earlier = await wallet.findWithdrawalByKey(ctx.db, userId, input.request_key);
  if (earlier) return answer(ctx, earlier);
  const { account, type, gathered } = await admit(ctx, member, input, ip);
  const points = input.amount * type.rate;
  const now = ctx.now();
  const verdict = judgeGathered(gathered, { userId, account, points, ip, now });
  // Most members' score stays 0 from one request to the next: no write for them.
  if (verdict.score !== gathered.stored.score) await setScore(ctx.db, userId, verdict.score, SUSPICIOUS_SCORE, now);
  if (verdict.outcome === 'block') throw refused(SERVER_MESSAGES.withdrawalBlocked);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The ledger locks the member's balance: parallel requests reserve one after the other,
      // and a request the balance cannot cover is refused with nothing written.
      const debit = await debitPoints(tx, {
        userId, amount: points, source: 'other', key: `withdraw:${input.request_key}`, now,
        reason: SERVER_MESSAGES.withdrawalReason.replace('{{amount}}', money(type.unit, input.amount)).replace('{{type}}', type.name),
      });
      if (!debit.applied) return (await wallet.findWithdrawalByKey(tx, userId, input.request_key))!;
      await checkDailyCap(tx, userId, now);
      const row = await wallet.insertWithdrawal(tx, {
        userId, requestKey: input.request_key, conversionTypeId: type.id, typeName: type.name, platform: type.platform, unit: type.unit,
        account, amount: input.amount, points, debitEntryId: debit.entry.id, createdAt: now, status: verdict.outcome === 'hold' ? 'review' : 'progress',
      });
      if (verdict.outcome === 'hold') await holdWithdrawal(tx, row, verdict, now);
      countWithdrawal(points);
      return row;
    });
    return answer(ctx, row);
  } catch (error) {
    // The same key raced in from another request: answer the one that won.
    if (violatedUniqueConstraint(error) === null) throw error;
    const winner = await wallet.findWithdrawalByKey(ctx.db, userId, input.request_key);
    if (!winner) throw error;
    return answer(ctx, winner);
  }
}

export async function withdrawalRecords(ctx: AppContext, member: Member, input: WithdrawalRecordsQuery) {
  const rows = await wallet.listMemberWithdrawals(ctx.db, {
    userId: member.user.id,
    ...(input.status ? { status: input.status } : {}),
    ...pageWindow(input.page, input.page_size),
  });
  return pageOf(rows.map(toWithdrawal), input.page, input.page_size);
}

export async function withdrawalDetail(ctx: AppContext, member: Member, id: number) {
  const row = await wallet.findMemberWithdrawal(ctx.db, member.user.id, id);
  if (!row) throw refused(SERVER_MESSAGES.recordNotFound);
  return toWithdrawal(row);
}
