/** Operator calls: RTP readings from outside (a batch, a CSV from the console, the feeds and what they post). */
import {
  rtpCsvBody, rtpCsvPreviewAnswer, rtpFeedAnswer, rtpFeedCreateBody, rtpFeedCreatedAnswer, rtpFeedIdParams, rtpFeedListAnswer,
  rtpReadingsAnswer, rtpReadingsBody,
} from '../ops-rtp.ts';
import { ADMIN, ADMIN_CONTENT, defineCalls, NO_INPUT, perMinute } from '../define-call.ts';

export const RTP_CALLS = defineCalls({
  rtpReadings: {
    method: 'POST', path: '/api/ops/rtp-readings', who: ADMIN_CONTENT, input: rtpReadingsBody, answer: rtpReadingsAnswer,
    doc: 'A batch of RTP readings (`game_id`, `value` in percent, `at` ISO with zone): all or nothing.',
  },
  rtpCsvPreview: {
    method: 'POST', path: '/api/ops/rtp/csv/preview', who: ADMIN_CONTENT, input: rtpCsvBody, answer: rtpCsvPreviewAnswer,
    doc: 'Reads a CSV of readings (game, value, time) and lists what it would import and every problem by line and column; writes nothing.',
  },
  rtpCsvImport: {
    method: 'POST', path: '/api/ops/rtp/csv', who: ADMIN_CONTENT, input: rtpCsvBody, answer: rtpReadingsAnswer,
    doc: 'Imports a CSV of readings, all or nothing; a problem answers 400 naming its line and column.',
  },
  rtpFeedList: {
    method: 'GET', path: '/api/ops/rtp/feeds', who: ADMIN, input: NO_INPUT, answer: rtpFeedListAnswer,
    doc: 'The RTP feeds, newest first, with when each last delivered.',
  },
  rtpFeedCreate: {
    method: 'POST', path: '/api/ops/rtp/feeds', who: ADMIN, input: rtpFeedCreateBody, answer: rtpFeedCreatedAnswer,
    doc: 'A new feed and its key, shown this once (only its SHA-256 is kept).',
  },
  rtpFeedRevoke: {
    method: 'POST', path: '/api/ops/rtp/feeds/:id/revoke', who: ADMIN, input: rtpFeedIdParams, answer: rtpFeedAnswer,
    doc: 'Revokes a feed: its key stops working at once.',
  },
  rtpFeedReadings: {
    method: 'POST', path: '/api/ops/rtp/feed/readings', who: 'feed', input: rtpReadingsBody, answer: rtpReadingsAnswer,
    // A reading every second or two, with room for a catch-up after an outage.
    limit: perMinute(120),
    doc: 'A feed\'s batch of readings with its key in `x-feed-key`, all or nothing; an unknown or revoked key answers 401.',
  },
});
