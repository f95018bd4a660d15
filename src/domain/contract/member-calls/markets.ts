/** Member calls: promo widgets, redeem codes and the envelope rain. */
import { marketAnswer, rainClaimsAnswer, redeemAnswer } from '../answers/markets.ts';
import { getMarketRequest, rainClaimsRequest, redeemRequest } from '../markets.ts';
import { defineCalls } from '../define-call.ts';

export const MARKET_CALLS = defineCalls({
  getMarket: {
    method: 'POST', path: '/api/game/getMarket', who: 'public', input: getMarketRequest, answer: marketAnswer,
    doc: 'A promo type\'s widget: its setting, its shown entries and their live or next period (visitors too).',
  },
  redeemCode: {
    method: 'POST', path: '/api/market/redeem', who: 'completeMember', input: redeemRequest, answer: redeemAnswer,
    doc: 'Redeems a promo code of a live period: points credited once per member (or per code of a batch).',
  },
  rainClaims: {
    method: 'POST', path: '/api/market/rain/claims', who: 'completeMember', input: rainClaimsRequest, answer: rainClaimsAnswer, sessionCache: true,
    doc: 'A batch of a rain\'s envelopes the member caught: recorded up to the cap and the budget, credited in one entry.',
  },
});
