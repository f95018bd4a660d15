/** The console's calls for a period's redeem codes, typed by the contract. */
import { OPS_API } from '../domain/contract/paths.ts';
import type { PromoCodeCounts, PromoCodesBody, PromoCodesLimitBody, PromoCodesPage, PromoCodesSaved } from '../domain/contract/promo-ops.ts';
import { opsCall } from './api.ts';

export const saveCodes = (body: PromoCodesBody) => opsCall<PromoCodesSaved>('POST', OPS_API.promoCodes.path, body);
export const saveCodesLimit = (body: PromoCodesLimitBody) => opsCall<PromoCodeCounts>('POST', OPS_API.promoCodesLimit.path, body);
export const codesPage = (periodId: number, page: number, pageSize: number, unused = false) =>
  opsCall<PromoCodesPage>('GET', `${OPS_API.promoCodeList.path.replace(':id', String(periodId))}?page=${page}&page_size=${pageSize}&unused=${unused ? 1 : 0}`);

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
