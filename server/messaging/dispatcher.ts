/**
 * Every server process runs one: it claims due outbox rows (repositories/outbox.ts), hands each
 * to its channel's provider and writes the answer back: sent, failed (tried again later, see
 * retry-policy.ts) or dead. It polls, and is kicked when this process queues a message so a code
 * leaves at once. Duplicates: see docs/outbox.md.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { claimDueMessages, type DeliveryOutcome, type OutboxChannel, type OutboxRow, recordOutcome } from '../repositories/outbox.ts';
import { type DeliveryResult, describeError, type MessageProviders } from './provider.ts';
import { LEASE_MS, nextAttemptAfter } from './retry-policy.ts';

export const DEFAULT_POLL_MS = 2000;
/** Rows one claim takes; they are sent in parallel. */
const BATCH_SIZE = 20;

export interface DispatcherOptions {
  db: Database;
  providers: MessageProviders;
  now: () => Date;
  pollMs?: number;
  log?: FastifyBaseLogger;
}

export class OutboxDispatcher {
  private readonly pollMs: number;
  private readonly channels: OutboxChannel[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private passRequested = false;
  private stopped = true;

  constructor(private readonly options: DispatcherOptions) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.channels = (['email', 'sms'] as const).filter((channel) => options.providers[channel]);
  }

  start(): void {
    this.stopped = false;
    const idle = (['email', 'sms'] as const).filter((channel) => !this.channels.includes(channel));
    if (idle.length) this.options.log?.warn(`[outbox] sem provedor para ${idle.join(' e ')}: essas mensagens ficam pendentes`);
    this.pass();
  }

  /** A message was queued: send it now rather than at the next poll. */
  readonly kick = (): void => this.pass();

  /** Stops polling and waits for the sends in flight (their rows are written before this resolves). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    const { email, sms } = this.options.providers;
    await Promise.all([email?.close?.(), sms?.close?.()]);
  }

  private pass(): void {
    if (this.stopped) return;
    if (this.running) {
      this.passRequested = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.options.log?.error({ err: error }, '[outbox] falha ao despachar'))
      .finally(() => {
        this.running = undefined;
        if (this.passRequested) {
          this.passRequested = false;
          this.pass();
        } else if (!this.stopped) {
          this.timer = setTimeout(() => this.pass(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Claims and sends batch after batch until fewer than a full batch are due. */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      const claimed = await claimDueMessages(this.options.db, { channels: this.channels, limit: BATCH_SIZE, now: this.options.now(), leaseMs: LEASE_MS });
      await Promise.all(claimed.map((row) => this.deliver(row)));
      if (claimed.length < BATCH_SIZE) return;
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const delivery = deliveryFor(this.options.providers, row);
    if (!delivery) return; // Only channels with a provider are claimed.
    const result = await delivery.send().catch((error: unknown): DeliveryResult => ({ ok: false, permanent: false, error: describeError(error) }));
    const outcome = outcomeOf(row, delivery.provider, result, this.options.now());
    const stillHeld = await recordOutcome(this.options.db, row, outcome);
    if (!stillHeld) this.options.log?.warn(`[outbox] #${row.id}: a reserva expirou durante o envio; outro processo o assumiu`);
    if (outcome.status !== 'sent') this.options.log?.warn(`[outbox] #${row.id} ${row.channel} tentativa ${row.attempts}: ${outcome.status} (${outcome.error})`);
  }
}

function deliveryFor(providers: MessageProviders, row: OutboxRow): { provider: string; send(): Promise<DeliveryResult> } | undefined {
  const { email, sms } = providers;
  if (row.channel === 'sms') return sms && { provider: sms.name, send: () => sms.send({ outboxId: row.id, to: row.recipient, body: row.body }) };
  return email && {
    provider: email.name,
    send: () => email.send({ outboxId: row.id, to: row.recipient, subject: row.subject ?? '', text: row.body, html: row.html }),
  };
}

function outcomeOf(row: OutboxRow, provider: string, result: DeliveryResult, now: Date): DeliveryOutcome {
  if (result.ok) return { status: 'sent', provider, providerMessageId: result.messageId, at: now };
  const retryAt = result.permanent ? null : nextAttemptAfter(row.attempts, now);
  return retryAt ? { status: 'failed', provider, error: result.error, nextAttemptAt: retryAt } : { status: 'dead', provider, error: result.error };
}

/** Runs a dispatcher for the app's lifetime (buildApp's `dispatch` option); it stops when the app closes. */
export function startDispatcher(
  app: { addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  settings: { db: Database; now: () => Date; providers: MessageProviders; pollMs?: number | undefined; log?: FastifyBaseLogger | undefined },
): OutboxDispatcher {
  const dispatcher = new OutboxDispatcher(settings);
  app.addHook('onClose', () => dispatcher.stop());
  dispatcher.start();
  return dispatcher;
}
