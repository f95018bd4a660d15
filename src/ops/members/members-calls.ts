/** The "Membros" pages' operator calls, one typed function each. */
import { callOps } from '../common/api.ts';

const PAGE_SIZE = 20;

export const searchMembers = (q: string, page: number) => callOps('memberSearch', { q, page, page_size: PAGE_SIZE });
export const memberDetail = (id: string) => callOps('memberDetail', { id });
export const memberLedger = (id: string, page: number) => callOps('memberLedger', { id, page, page_size: PAGE_SIZE });
export const setMemberDisabled = (id: string, disabled: boolean) => callOps('memberStatus', { id, disabled });

export interface PointsForm {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  /** Made once per form: the server writes one entry however many times this is sent. */
  request_id: string;
}
export const changeMemberPoints = (id: string, form: PointsForm) => callOps('memberPoints', { id, ...form });
export const clearWithdrawalLock = (id: string) => callOps('memberClearLock', { id });
