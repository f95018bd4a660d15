/** Everything that would leave by SMS or e-mail goes through a MessageSender. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from '../repositories/outbox.ts';
import { maskEmail, maskPhoneForLog } from '../security/masking.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  /** The text (an SMS, or an e-mail's plain-text part). */
  body: string;
  /** An e-mail's HTML part. */
  html?: string;
}

export interface MessageSender {
  /** Queues the message; answers the outbox row that carries it. */
  send(message: OutgoingMessage, now: Date): Promise<number>;
}

export interface OutboxSenderOptions {
  log?: FastifyBaseLogger | undefined;
  /** Demo only: the log shows the text (codes included); production logs never hold a code. */
  logBodies?: boolean;
  /** Called once the row is committed: this process's dispatcher sends it at once. */
  onQueued?: (() => void) | undefined;
}

/** Writes to the outbox table, the durable queue the dispatcher (dispatcher.ts) delivers from. */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Database,
    private readonly options: OutboxSenderOptions = {},
  ) {}

  async send(message: OutgoingMessage, now: Date): Promise<number> {
    const id = await insertOutboxMessage(this.db, { ...message, subject: message.subject ?? null, html: message.html ?? null, createdAt: now, nextAttemptAt: now });
    const words = this.options.logBodies ? `: ${message.body}` : '';
    // The row holds the whole address; the log, which travels further, a masked one (http/logging.ts).
    const recipient = message.channel === 'sms' ? maskPhoneForLog(message.recipient) : maskEmail(message.recipient);
    this.options.log?.info(`[outbox] #${id} ${message.channel} → ${recipient}${words}`);
    this.options.onQueued?.();
    return id;
  }
}
