/** The console's promotion calls, typed by the contract. */
import { OPS_API } from '../domain/contract/paths.ts';
import type { PromoOverview, PromoPeriodBody, PromoPeriodView, PromoSettingsBody, RainFigures } from '../domain/contract/promo-ops.ts';
import { opsCall } from './api.ts';

export const promoOverview = () => opsCall<PromoOverview>('GET', OPS_API.promos.path);
export const savePromoSettings = (body: PromoSettingsBody) => opsCall<PromoSettingsBody>('POST', OPS_API.promoSettings.path, body);
export const savePromoPeriod = (body: PromoPeriodBody) => opsCall<PromoPeriodView>('POST', OPS_API.promoPeriod.path, body);
export const endPromoPeriod = (id: number) => opsCall<{ id: number; ended: boolean; removed: boolean }>('POST', OPS_API.promoPeriodEnd.path, { id });
export const rainFigures = (id: number) => opsCall<RainFigures>('GET', OPS_API.rainFigures.path.replace(':id', String(id)));
