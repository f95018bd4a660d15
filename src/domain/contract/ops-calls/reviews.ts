/** Operator calls: reviews. */
import { LEGACY } from './legacy.ts';
import { ADMIN, ADMIN_CONTENT, ADMIN_REVIEWER, defineOpsCalls } from './define.ts';

export const REVIEWS_CALLS = defineOpsCalls({
  reviewIndex: { method: 'GET', path: '/api/ops/reviews', who: ADMIN_REVIEWER, doc: 'Every review queue with its waiting count.', ...LEGACY },
  reviewList: { method: 'GET', path: '/api/ops/reviews/:queue', who: ADMIN_REVIEWER, doc: 'The items of a review queue (`:queue`: withdrawals, prize-claims, shares, tasks) by status.', ...LEGACY },
  reviewDecide: { method: 'POST', path: '/api/ops/reviews/:queue/decide', who: ADMIN_REVIEWER, doc: 'Approves or rejects one item of a queue; the remark reaches the member.', ...LEGACY },
  reviewDecideMany: { method: 'POST', path: '/api/ops/reviews/:queue/decide-many', who: ADMIN_REVIEWER, doc: 'One decision for many items of a queue, each decided on its own.', ...LEGACY },
  prizeClaims: { method: 'GET', path: '/api/ops/prize-claims', who: ADMIN_REVIEWER, doc: 'Physical prizes waiting for a decision (or by status).', ...LEGACY },
  decidePrizeClaim: { method: 'POST', path: '/api/ops/prize-claims/decide', who: ADMIN_REVIEWER, doc: 'A physical prize sent (success) or refused (failed).', ...LEGACY },
  feedbackList: { method: 'GET', path: '/api/ops/feedback', who: ADMIN_REVIEWER, doc: 'Feedback with its images, newest first.', ...LEGACY },
  feedbackReply: { method: 'POST', path: '/api/ops/feedback/:id/reply', who: ADMIN_REVIEWER, doc: 'Replies to a feedback; the member gets it as a station message.', ...LEGACY },
  memberSummary: { method: 'GET', path: '/api/ops/members/:id', who: ADMIN_REVIEWER, doc: 'A member at a glance, for deciding on their request.', ...LEGACY },
  audit: { method: 'GET', path: '/api/ops/audit', who: ADMIN, doc: 'The audit of operator decisions, newest first.', ...LEGACY },
  broadcastMessage: { method: 'POST', path: '/api/ops/messages/broadcast', who: ADMIN_CONTENT, doc: 'A station message to every member, stored once.', ...LEGACY },
  creditPoints: { method: 'POST', path: '/api/ops/points', who: ADMIN, doc: 'Points credited by hand; the key makes a repeat harmless.', ...LEGACY },
  grantChances: { method: 'POST', path: '/api/ops/chances', who: ADMIN, doc: 'Extra draw chances by hand; the key makes a repeat harmless.', ...LEGACY },
  addMarketPeriod: { method: 'POST', path: '/api/ops/market-periods', who: ADMIN, doc: 'A period for a market entry, relative to now (demo, tests, campaigns).', ...LEGACY },
});
