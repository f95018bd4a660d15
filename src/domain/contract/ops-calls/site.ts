/** Operator calls: site (tracking scripts, the outbox and the operators' notices). */
import {
  addTrackingScriptInput, trackingScriptAddedAnswer, trackingScriptAnswer, trackingScriptDeletedAnswer, trackingScriptIdInput, trackingScriptListAnswer,
  trackingScriptStatusInput,
} from '../content-ops.ts';
import { opsNoticesAnswer, outboxListAnswer, outboxMessageAnswer, outboxQuery, outboxRetryBody } from '../ops-outbox.ts';
import { z } from '../../zod.ts';
import { ADMIN, defineCalls } from '../define-call.ts';

const nothing = z.object({});

export const SITE_CALLS = defineCalls({
  trackingScriptList: {
    method: 'GET', path: '/api/ops/tracking-scripts', who: ADMIN, input: nothing, answer: trackingScriptListAnswer,
    doc: 'Every tracking script, enabled or not, with a preview of its text.',
  },
  addTrackingScript: {
    method: 'POST', path: '/api/ops/tracking-scripts', who: ADMIN, input: addTrackingScriptInput, answer: trackingScriptAddedAnswer,
    doc: 'A tracking script, checked like the start-up loader checks it.',
  },
  trackingScriptStatus: {
    method: 'POST', path: '/api/ops/tracking-scripts/:id/status', who: ADMIN, input: trackingScriptStatusInput, answer: trackingScriptAnswer,
    doc: 'Turn a tracking script on or off (`enabled`); the page\'s policy and GetTongji follow at once.',
  },
  deleteTrackingScript: {
    method: 'POST', path: '/api/ops/tracking-scripts/:id/delete', who: ADMIN, input: trackingScriptIdInput, answer: trackingScriptDeletedAnswer,
    doc: 'Delete a tracking script; the page\'s policy and GetTongji follow at once.',
  },
  outbox: {
    method: 'GET', path: '/api/ops/outbox', who: ADMIN, input: outboxQuery, answer: outboxListAnswer,
    doc: 'Messages newest first (`?recipient=`, `?limit=`); the code\'s digits are masked in production.',
  },
  outboxRetry: {
    method: 'POST', path: '/api/ops/outbox/retry', who: ADMIN, input: outboxRetryBody, answer: outboxMessageAnswer,
    doc: 'A dead message back to pending, attempts reset.',
  },
  opsNotices: {
    method: 'GET', path: '/api/ops/notices', who: ADMIN, input: nothing, answer: opsNoticesAnswer,
    doc: 'The operators\' notices (the SMS budget), newest first.',
  },
});
