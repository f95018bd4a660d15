/** Operator calls: site. */
import { LEGACY } from './legacy.ts';
import { ADMIN, defineOpsCalls } from './define.ts';

export const SITE_CALLS = defineOpsCalls({
  trackingScriptList: { method: 'GET', path: '/api/ops/tracking-scripts', who: ADMIN, doc: 'Every tracking script, enabled or not, with a preview of its text.', ...LEGACY },
  addTrackingScript: { method: 'POST', path: '/api/ops/tracking-scripts', who: ADMIN, doc: 'A tracking script, checked like the start-up loader checks it.', ...LEGACY },
  trackingScriptStatus: { method: 'POST', path: '/api/ops/tracking-scripts/:id/status', who: ADMIN, doc: 'Turn a tracking script on or off (`enabled`); the page\'s policy and GetTongji follow at once.', ...LEGACY },
  deleteTrackingScript: { method: 'POST', path: '/api/ops/tracking-scripts/:id/delete', who: ADMIN, doc: 'deleteTrackingScript', ...LEGACY },
  outbox: { method: 'GET', path: '/api/ops/outbox', who: ADMIN, doc: 'Messages newest first (`?recipient=`, `?limit=`); the code\'s digits are masked in production.', ...LEGACY },
  outboxRetry: { method: 'POST', path: '/api/ops/outbox/retry', who: ADMIN, doc: 'A dead message back to pending, attempts reset.', ...LEGACY },
  opsNotices: { method: 'GET', path: '/api/ops/notices', who: ADMIN, doc: 'The operators\' notices (the SMS budget), newest first.', ...LEGACY },
});
