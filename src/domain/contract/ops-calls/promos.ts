/** Operator calls: promos. */
import { LEGACY } from './legacy.ts';
import { ADMIN, ADMIN_CONTENT, defineOpsCalls } from './define.ts';

export const PROMOS_CALLS = defineOpsCalls({
  promos: { method: 'GET', path: '/api/ops/promos', who: ADMIN_CONTENT, doc: 'Promotions by type: the widget\'s setting, its entries and their periods with the next occurrence.', ...LEGACY },
  promoSettings: { method: 'POST', path: '/api/ops/promos/settings', who: ADMIN_CONTENT, doc: 'A type\'s widget shown (1) or hidden (0), and its image.', ...LEGACY },
  promoPeriod: { method: 'POST', path: '/api/ops/promos/periods', who: ADMIN, doc: 'A period, one-off or recurring: created, or edited with `id`.', ...LEGACY },
  promoPeriodEnd: { method: 'POST', path: '/api/ops/promos/periods/end', who: ADMIN, doc: 'A period ends now (one not begun yet goes).', ...LEGACY },
  rainFigures: { method: 'GET', path: '/api/ops/promos/rains/:id', who: ADMIN, doc: 'A rain\'s live figures: claims per second, points paid against the budget, members.', ...LEGACY },
  promoCodes: { method: 'POST', path: '/api/ops/promos/codes', who: ADMIN, doc: 'Redeem codes for a type-1 period: N random ones or a pasted list.', ...LEGACY },
  promoCodeList: { method: 'GET', path: '/api/ops/promos/periods/:id/codes', who: ADMIN, doc: 'A page of a period\'s codes with who used each and when, and the counts.', ...LEGACY },
  promoCodesLimit: { method: 'POST', path: '/api/ops/promos/codes/limit', who: ADMIN, doc: 'How many of a period\'s codes one member may redeem.', ...LEGACY },
});
