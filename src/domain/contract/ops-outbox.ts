/** The console's "Caixa de saída": what its calls take and the schemas of what they answer. */
import { z } from '../zod.ts';
import { OPS_CONTENT_FIELD_MESSAGES as F } from '../ops-content.pt.ts';
import { iso, num, object, str } from './answer-parts.ts';

export const OUTBOX_MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

export const outboxQuery = z.object({
  recipient: z.string({ error: F.recipient }).trim().min(1, F.recipient).max(200, F.recipient).optional(),
  limit: z.coerce.number({ error: F.limitInvalid }).int(F.limitInvalid).min(1, F.limitInvalid).max(500, F.limitInvalid).default(50),
});

export const outboxRetryBody = z.object({ id: z.coerce.number({ error: F.messageId }).int(F.messageId).positive(F.messageId) });

/** One message. In production `recipient` is masked like `recipient_masked` and the body's digits are hidden. */
export const outboxMessageAnswer = object({
  id: num,
  channel: z.enum(['sms', 'email']),
  recipient: str,
  recipient_masked: str,
  subject: str.nullable(),
  body: str,
  status: z.enum(OUTBOX_MESSAGE_STATUSES),
  attempts: num,
  last_error: str.nullable(),
  provider: str.nullable(),
  created_at: iso,
  next_attempt_at: iso,
  sent_at: iso.nullable(),
});
export type OutboxMessage = z.output<typeof outboxMessageAnswer>;
export const outboxListAnswer = z.array(outboxMessageAnswer);

/** Something the operators should know (the day's SMS budget nearly or wholly spent). */
export const opsNoticeAnswer = object({ id: num, key: str, title: str, body: str, created_at: iso });
export type OpsNotice = z.output<typeof opsNoticeAnswer>;
export const opsNoticesAnswer = z.array(opsNoticeAnswer);
