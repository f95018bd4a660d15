/** Operator calls: the review queues, prize claims, feedback, the audit and the tools beside them. */
import { memberSummaryAnswer } from '../ops-members.ts';
import {
  auditAnswer, auditQuery, broadcastAnswer, broadcastBody, creditPointsAnswer, creditPointsBody, decidedItemAnswer, decidedPrizeAnswer,
  decideManyBody, decideManyResultAnswer, decidePrizeBody, feedbackItemAnswer, feedbackListQuery, feedbackReplyAnswer, feedbackReplyBody,
  grantChancesAnswer, grantChancesBody, marketPeriodAnswer, marketPeriodBody, memberSummaryParams, prizeClaimAnswer, prizeClaimsQuery,
  queueItemAnswer, queueSummaryAnswer, reviewDecideBody, reviewIndexQuery, reviewListQuery,
} from '../ops-reviews.ts';
import { z } from '../../zod.ts';
import { ADMIN, ADMIN_CONTENT, ADMIN_REVIEWER, defineCalls } from '../define-call.ts';

export const REVIEWS_CALLS = defineCalls({
  reviewIndex: {
    method: 'GET', path: '/api/ops/reviews', who: ADMIN_REVIEWER, input: reviewIndexQuery, answer: z.array(queueSummaryAnswer),
    doc: 'Every review queue with its statuses and waiting count.',
  },
  reviewList: {
    method: 'GET', path: '/api/ops/reviews/:queue', who: ADMIN_REVIEWER, input: reviewListQuery, answer: z.array(queueItemAnswer),
    doc: 'The items of a review queue (`:queue`: withdrawals, prize-claims, shares, tasks) by status.',
  },
  reviewDecide: {
    method: 'POST', path: '/api/ops/reviews/:queue/decide', who: ADMIN_REVIEWER, input: reviewDecideBody, answer: decidedItemAnswer,
    doc: 'Approves or rejects one item of a queue; the remark reaches the member.',
  },
  reviewDecideMany: {
    method: 'POST', path: '/api/ops/reviews/:queue/decide-many', who: ADMIN_REVIEWER, input: decideManyBody, answer: z.array(decideManyResultAnswer),
    doc: 'One decision for many items of a queue, each decided on its own.',
  },
  prizeClaims: {
    method: 'GET', path: '/api/ops/prize-claims', who: ADMIN_REVIEWER, input: prizeClaimsQuery, answer: z.array(prizeClaimAnswer),
    doc: 'Physical prizes waiting for a decision (or by status).',
  },
  decidePrizeClaim: {
    method: 'POST', path: '/api/ops/prize-claims/decide', who: ADMIN_REVIEWER, input: decidePrizeBody, answer: decidedPrizeAnswer,
    doc: 'A physical prize sent (success) or refused (failed).',
  },
  feedbackList: {
    method: 'GET', path: '/api/ops/feedback', who: ADMIN_REVIEWER, input: feedbackListQuery, answer: z.array(feedbackItemAnswer),
    doc: 'Feedback with its images, newest first.',
  },
  feedbackReply: {
    method: 'POST', path: '/api/ops/feedback/:id/reply', who: ADMIN_REVIEWER, input: feedbackReplyBody, answer: feedbackReplyAnswer,
    doc: 'Replies to a feedback; the member gets it as a station message.',
  },
  memberSummary: {
    method: 'GET', path: '/api/ops/members/:id', who: ADMIN_REVIEWER, input: memberSummaryParams, answer: memberSummaryAnswer,
    doc: 'A member at a glance, for deciding on their request.',
  },
  audit: {
    method: 'GET', path: '/api/ops/audit', who: ADMIN, input: auditQuery, answer: auditAnswer,
    doc: 'The audit of operator decisions, newest first.',
  },
  broadcastMessage: {
    method: 'POST', path: '/api/ops/messages/broadcast', who: ADMIN_CONTENT, input: broadcastBody, answer: broadcastAnswer,
    doc: 'A station message to every member, stored once.',
  },
  creditPoints: {
    method: 'POST', path: '/api/ops/points', who: ADMIN, input: creditPointsBody, answer: creditPointsAnswer,
    doc: 'Points credited by hand; the key makes a repeat harmless.',
  },
  grantChances: {
    method: 'POST', path: '/api/ops/chances', who: ADMIN, input: grantChancesBody, answer: grantChancesAnswer,
    doc: 'Extra draw chances by hand; the key makes a repeat harmless.',
  },
  addMarketPeriod: {
    method: 'POST', path: '/api/ops/market-periods', who: ADMIN, input: marketPeriodBody, answer: marketPeriodAnswer,
    doc: 'A period for a market entry, relative to now (demo, tests, campaigns).',
  },
});
