/** Wallet test helpers: a member ready to withdraw, points by the operator, withdrawals and decisions. */
import { randomBytes } from 'node:crypto';
import { API } from '../../src/domain/contract/paths.ts';
import type { WithdrawResponse } from '../../src/domain/contract/wallet.ts';
import { completeProfile, registerMember } from './flows.ts';
import { OPS_SECRET, type TestApp } from './helpers.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

export const PIX = { id: 1, min: 10, max: 500, rate: 100 };
export const PASSWORD = '246810';
export const requestKey = () => randomBytes(12).toString('base64url');
const ops = { headers: { 'x-ops-secret': OPS_SECRET } };

export interface Saver {
  token: string;
  id: number;
  phone: string;
  /** Each saver's own key: one key on several accounts links them, and the risk rules hold their withdrawals. */
  account: string;
}

export async function creditByOperator(t: TestApp, userId: number, amount: number, key = requestKey()) {
  const res = await t.post(OPS_CALLS.creditPoints.path, { user_id: userId, amount, reason: 'Teste', key }, ops);
  if (res.status !== 200) throw new Error(`credit failed: ${res.body.msg}`);
  return res;
}

/** A member with a withdrawal password, a bound account and `points` points. */
export async function newSaver(t: TestApp, points = 0): Promise<Saver> {
  const { token, userInfo, form } = await registerMember(t);
  const saver = { token, id: Number(userInfo.id), phone: String(form.phone), account: `chave-pix-${randomBytes(5).toString('hex')}` };
  await completeProfile(t, token);
  await t.post(API.setWithdrawalPassword.path, { password: PASSWORD, confirm_password: PASSWORD }, { token });
  await t.post(API.bindAccount.path, { account: saver.account, phone_last4: saver.phone.slice(-4) }, { token });
  if (points > 0) await creditByOperator(t, saver.id, points);
  return saver;
}

export function withdrawCall(t: TestApp, saver: Saver, body: Partial<{ type_id: number; amount: number; password: string; request_key: string }> = {}) {
  return t.post<WithdrawResponse>(
    API.withdraw.path,
    { type_id: PIX.id, amount: PIX.min, password: PASSWORD, request_key: requestKey(), ...body },
    { token: saver.token },
  );
}

export function decide(t: TestApp, id: number, decision: 'approve' | 'reject', remark = '') {
  return t.post(OPS_CALLS.reviewDecide.path.replace(':queue', 'withdrawals'), { id, decision, remark }, ops);
}

export function reviewList(t: TestApp, queue: string, query = '') {
  return t.get(OPS_CALLS.reviewList.path.replace(':queue', queue), { ...ops, query });
}
