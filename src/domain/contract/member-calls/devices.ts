/** Member calls: web push and device reports. */
import { nullAnswer, vapidKeyAnswer } from '../answers/auth.ts';
import { fingerprintRequest, regIdRequest } from '../push.ts';
import { NO_INPUT, defineCalls, perMinute } from '../define-call.ts';

export const DEVICE_CALLS = defineCalls({
  pushRegId: {
    // An anonymous write (a visitor may subscribe before signing in).
    method: 'POST', path: '/api/add/regId', who: 'visitor', input: regIdRequest, answer: nullAnswer, limit: perMinute(30),
    doc: 'Stores a web push subscription for the caller\'s member or visitor.',
  },
  browserFingerprint: {
    // An anonymous write: each report is a row.
    method: 'POST', path: '/api/take/updateBrowserFingerprint', who: 'visitor', input: fingerprintRequest, answer: nullAnswer, limit: perMinute(30),
    doc: 'Records the browser\'s reported fingerprint for the caller\'s member or visitor, and the automation check (bot), when sent, on the visitor.',
  },
  vapidKey: {
    method: 'GET', path: '/api/add/vapidKey', who: 'public', input: NO_INPUT, answer: vapidKeyAnswer,
    doc: 'The VAPID public key web push subscriptions are made with (cached a day).',
  },
});
