/**
 * The console's "Caixa de saída": every message with its delivery, a dead one sent again, and the
 * operators' notices. In production the code's digits never leave the server; in demo the whole
 * message is shown (it is where a newcomer reads the code, nothing being really sent).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { OpsNotice, OutboxMessage } from '../../src/domain/contract/ops-outbox.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import * as repo from '../repositories/outbox-console.ts';
import { maskEmail, maskPhone } from '../security/masking.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';

const maskDigits = (text: string) => text.replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));

/** A number as typed in the form (national digits) also finds its E.164 messages. */
function recipientsLike(ctx: AppContext, recipient: string): string[] {
  const number = parsePhoneNumberFromString(recipient, ctx.smsPolicy.defaultCountry);
  return number?.isValid() && number.number !== recipient ? [recipient, number.number] : [recipient];
}

function toMessage(ctx: AppContext, row: repo.OutboxRow): OutboxMessage {
  const demo = ctx.mode === 'demo';
  const masked = row.channel === 'sms' ? maskPhone(row.recipient) : maskEmail(row.recipient);
  return {
    id: row.id,
    channel: row.channel,
    recipient: demo ? row.recipient : masked,
    recipient_masked: masked,
    subject: row.subject,
    body: demo ? row.body : maskDigits(row.body),
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.nextAttemptAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export async function outboxMessages(ctx: AppContext, filter: { limit: number; recipient?: string | undefined }): Promise<OutboxMessage[]> {
  const recipients = filter.recipient ? recipientsLike(ctx, filter.recipient) : undefined;
  const rows = await repo.listOutboxForConsole(ctx.db, { limit: filter.limit, ...(recipients ? { recipients } : {}) });
  return rows.map((row) => toMessage(ctx, row));
}

/** Puts a dead message back to pending with its attempts reset, audited; anything else is refused. */
export async function retryDeadMessage(ctx: AppContext, actor: Actor, id: number): Promise<OutboxMessage> {
  const entry = (message: OutboxMessage) => ({ action: 'outbox.retry', target: `outbox:${id}`, detail: { channel: message.channel, to: message.recipient_masked } });
  const requeue = async (tx: Transaction) => {
    const requeued = await repo.requeueDeadMessage(tx, id, ctx.now());
    const row = await repo.findOutboxMessage(tx, id);
    if (!row) throw refused(SERVER_MESSAGES.outboxNotFound);
    if (!requeued) throw refused(SERVER_MESSAGES.outboxNotDead);
    return toMessage(ctx, row);
  };
  return audited(ctx, actor, requeue, entry);
}

export async function opsNotices(ctx: AppContext, limit: number): Promise<OpsNotice[]> {
  const rows = await repo.listNotices(ctx.db, limit);
  return rows.map((row) => ({ id: row.id, key: row.key, title: row.title, body: row.body, created_at: row.createdAt.toISOString() }));
}
