/** Wallet calls: account, withdrawal password, withdrawals, records. */
import type {
  BindAccountRequest, SetWithdrawalPasswordRequest, UpdateWithdrawalPasswordRequest, WithdrawalRecordsRequest, WithdrawRequest,
} from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';
import { earlyOrCall } from '../early.ts';

/** The page's first may have been asked early (early.ts). */
export function getWalletInfo(opts?: CallOptions) {
  return earlyOrCall('walletInfo', {}, opts);
}

export function bindAccount(body: BindAccountRequest, opts?: CallOptions) {
  return call('bindAccount', body, opts);
}

export function setWithdrawalPassword(body: SetWithdrawalPasswordRequest, opts?: CallOptions) {
  return call('setWithdrawalPassword', body, opts);
}

export function updateWithdrawalPassword(body: UpdateWithdrawalPasswordRequest, opts?: CallOptions) {
  return call('updateWithdrawalPassword', body, opts);
}

/** Make `request_key` once per request and send it again on a retry: the server never pays twice. */
export function withdraw(body: WithdrawRequest, opts?: CallOptions) {
  return call('withdraw', body, opts);
}

export function getWithdrawalRecords(body: WithdrawalRecordsRequest = {}, opts?: CallOptions) {
  return call('withdrawalRecords', body, opts);
}

export function getWithdrawalDetail(id: number | string, opts?: CallOptions) {
  return call('withdrawalDetail', { id }, opts);
}
