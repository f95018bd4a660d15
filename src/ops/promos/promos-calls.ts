/** The console's promotion calls, typed by their definitions. */
import type { PromoMarketBody, PromoPeriodBody, PromoSettingsBody } from '../../domain/contract/promo-ops.ts';
import { callOps } from '../common/api.ts';

export const promoOverview = () => callOps('promos', {});
export const savePromoSettings = (body: PromoSettingsBody) => callOps('promoSettings', body);
export const savePromoMarket = (body: PromoMarketBody) => callOps('promoMarket', body);
export const savePromoPeriod = (body: PromoPeriodBody) => callOps('promoPeriod', body);
export const endPromoPeriod = (id: number) => callOps('promoPeriodEnd', { id });
export const rainFigures = (id: number) => callOps('rainFigures', { id });
