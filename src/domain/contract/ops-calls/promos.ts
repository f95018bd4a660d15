/** Operator calls: promotions (widgets, periods, rains' figures, redeem codes). */
import {
  promoCodeCountsAnswer, promoCodeListInput, promoMarketBody, promoMarketSavedAnswer, promoCodesBody, promoCodesLimitBody, promoCodesPageAnswer, promoCodesSavedAnswer, promoOverviewAnswer,
  promoOverviewInput, promoPeriodAnswer, promoPeriodBody, promoPeriodEndAnswer, promoPeriodEndBody, promoSettingsAnswer, promoSettingsBody,
  rainFiguresAnswer, rainFiguresInput,
} from '../promo-ops.ts';
import { ADMIN, ADMIN_CONTENT, defineCalls } from '../define-call.ts';

export const PROMOS_CALLS = defineCalls({
  promos: {
    method: 'GET', path: '/api/ops/promos', who: ADMIN_CONTENT, input: promoOverviewInput, answer: promoOverviewAnswer,
    doc: 'Promotions by type: the widget\'s setting, its entries and their periods with the next occurrence, each with its version.',
  },
  promoSettings: {
    method: 'POST', path: '/api/ops/promos/settings', who: ADMIN_CONTENT, input: promoSettingsBody, answer: promoSettingsAnswer,
    doc: 'A type\'s widget shown (1) or hidden (0), and its image; refused if the version loaded is no longer the type\'s.',
  },
  promoMarket: {
    method: 'POST', path: '/api/ops/promos/markets', who: ADMIN_CONTENT, input: promoMarketBody, answer: promoMarketSavedAnswer,
    doc: 'A market entry of a type (title, logo, link, shown or hidden): created, or edited with `id` and the version loaded.',
  },
  promoPeriod: {
    method: 'POST', path: '/api/ops/promos/periods', who: ADMIN, input: promoPeriodBody, answer: promoPeriodAnswer,
    doc: 'A period, one-off or recurring: created, or edited with `id` and the version loaded.',
  },
  promoPeriodEnd: {
    method: 'POST', path: '/api/ops/promos/periods/end', who: ADMIN, input: promoPeriodEndBody, answer: promoPeriodEndAnswer,
    doc: 'A period ends now (one not begun yet goes).',
  },
  rainFigures: {
    method: 'GET', path: '/api/ops/promos/rains/:id', who: ADMIN, input: rainFiguresInput, answer: rainFiguresAnswer,
    doc: 'A rain\'s live figures: claims per second, points paid against the budget, members.',
  },
  promoCodes: {
    method: 'POST', path: '/api/ops/promos/codes', who: ADMIN, input: promoCodesBody, answer: promoCodesSavedAnswer,
    doc: 'Redeem codes for a type-1 period: N random ones or a pasted list.',
  },
  promoCodeList: {
    method: 'GET', path: '/api/ops/promos/periods/:id/codes', who: ADMIN, input: promoCodeListInput, answer: promoCodesPageAnswer,
    doc: 'A page of a period\'s codes with who used each and when, and the counts.',
  },
  promoCodesLimit: {
    method: 'POST', path: '/api/ops/promos/codes/limit', who: ADMIN, input: promoCodesLimitBody, answer: promoCodeCountsAnswer,
    doc: 'How many of a period\'s codes one member may redeem.',
  },
});
