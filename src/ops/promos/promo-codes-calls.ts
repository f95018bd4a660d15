/** The console's calls for a period's redeem codes, typed by their definitions. */
import type { PromoCodesBody, PromoCodesLimitBody } from '../../domain/contract/promo-ops.ts';
import { callOps } from '../common/api.ts';

export const saveCodes = (body: PromoCodesBody) => callOps('promoCodes', body);
export const saveCodesLimit = (body: PromoCodesLimitBody) => callOps('promoCodesLimit', body);
export const codesPage = (periodId: number, page: number, pageSize: number, unused = false) =>
  callOps('promoCodeList', { id: periodId, page, page_size: pageSize, unused: unused ? '1' : '0' });

/** Every unused code of the period, read a page of 10,000 at a time. */
export async function unusedCodes(periodId: number): Promise<string[]> {
  const size = 10_000;
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await codesPage(periodId, page, size, true);
    codes.push(...answer.list.map((row) => row.code));
    if (page * size >= answer.matching) return codes;
  }
}
