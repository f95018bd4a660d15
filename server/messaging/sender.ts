/** Everything that would leave by SMS or e-mail goes through a MessageSender. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from '../repositories/outbox.ts';

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

/** The default: writes to the outbox table, which tests and the local operator read. */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage, now: Date): Promise<number> {
    const id = await insertOutboxMessage(this.db, { ...message, subject: message.subject ?? null, html: message.html ?? null, createdAt: now, nextAttemptAt: now });
    this.log?.info(`[outbox] ${message.channel} → ${message.recipient}: ${message.body}`);
    return id;
  }
}
