/** Wallet calls (issue 6): account, withdrawal password, withdrawals, records. */
import type {
  BindAccountRequest, Page, SetWithdrawalPasswordRequest, UpdateWithdrawalPasswordRequest,
  WalletInfo, Withdrawal, WithdrawalRecordsRequest, WithdrawRequest, WithdrawResponse,
} from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';


export function getWalletInfo(opts?: CallOptions) {
  return post<WalletInfo>(API.walletInfo, {}, opts);
}

export function bindAccount(body: BindAccountRequest, opts?: CallOptions) {
  return post<WalletInfo>(API.bindAccount, body, opts);
}

export function setWithdrawalPassword(body: SetWithdrawalPasswordRequest, opts?: CallOptions) {
  return post<WalletInfo>(API.setWithdrawalPassword, body, opts);
}

export function updateWithdrawalPassword(body: UpdateWithdrawalPasswordRequest, opts?: CallOptions) {
  return post<WalletInfo>(API.updateWithdrawalPassword, body, opts);
}

/** Make `request_key` once per request and send it again on a retry: the server never pays twice. */
export function withdraw(body: WithdrawRequest, opts?: CallOptions) {
  return post<WithdrawResponse>(API.withdraw, body, opts);
}

export function getWithdrawalRecords(body: WithdrawalRecordsRequest = {}, opts?: CallOptions) {
  return post<Page<Withdrawal>>(API.withdrawalRecords, body, opts);
}

export function getWithdrawalDetail(id: number | string, opts?: CallOptions) {
  return post<Withdrawal>(API.withdrawalDetail, { id }, opts);
}
