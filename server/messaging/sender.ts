/** Everything that would leave by SMS or e-mail goes through a MessageSender. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from '../repositories/outbox.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

export interface MessageSender {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

/** The default: writes to the outbox table, which tests and the local operator read. */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage, now: Date): Promise<void> {
    await insertOutboxMessage(this.db, { ...message, subject: message.subject ?? null, createdAt: now });
    this.log?.info(`[outbox] ${message.channel} → ${message.recipient}: ${message.body}`);
  }
}
