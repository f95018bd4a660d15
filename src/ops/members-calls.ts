/** The "Membros" pages' operator calls, one typed function each (like calls.ts). */
import type { MemberDetail, MemberLedgerEntry, MemberListItem, MemberPointsResult, MemberWithdrawalLock } from '../domain/contract/ops-members.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import type { Page } from '../domain/contract/rewards.ts';
import { opsCall } from './api.ts';

const memberPath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const searchMembers = (q: string, page: number) =>
  opsCall<Page<MemberListItem>>('GET', `${OPS_API.memberSearch.path}?${new URLSearchParams({ q, page: String(page), page_size: '20' })}`);

export const memberDetail = (id: string) => opsCall<MemberDetail>('GET', memberPath(OPS_API.memberDetail.path, id));

export const memberLedger = (id: string, page: number) =>
  opsCall<Page<MemberLedgerEntry>>('GET', `${memberPath(OPS_API.memberLedger.path, id)}?page=${page}&page_size=20`);

export const setMemberDisabled = (id: string, disabled: boolean) =>
  opsCall<{ disabled: boolean }>('POST', memberPath(OPS_API.memberStatus.path, id), { disabled });

export interface PointsForm {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  /** Made once per form: the server writes one entry however many times this is sent. */
  request_id: string;
}
export const changeMemberPoints = (id: string, form: PointsForm) => opsCall<MemberPointsResult>('POST', memberPath(OPS_API.memberPoints.path, id), form);

export const clearWithdrawalLock = (id: string) => opsCall<MemberWithdrawalLock>('POST', memberPath(OPS_API.memberClearLock.path, id), {});
