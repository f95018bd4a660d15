/** The console's "Caixa de saída" (OPS_API.outbox, outboxRetry, opsNotices in paths.ts). */
import { z } from 'zod';

export const OUTBOX_MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

export const outboxQuery = z.object({
  recipient: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const outboxRetryBody = z.object({ id: z.coerce.number().int().positive() });

/** One message. In production `recipient` is masked like `recipient_masked` and the body's digits are hidden. */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  recipient_masked: string;
  subject: string | null;
  body: string;
  status: OutboxMessageStatus;
  attempts: number;
  last_error: string | null;
  provider: string | null;
  created_at: string;
  next_attempt_at: string;
  sent_at: string | null;
}

/** Something the operators should know (the day's SMS budget nearly or wholly spent). */
export interface OpsNotice {
  id: number;
  key: string;
  title: string;
  body: string;
  created_at: string;
}
