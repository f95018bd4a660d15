/**
 * What a delivery service must do: take one message and say whether it was accepted, or why not
 * and whether trying again could help. One file per service (smtp.ts, twilio.ts, demo.ts).
 */

export type DeliveryResult =
  | { ok: true; messageId: string }
  /** `permanent`: the service refused this message for good (a bad number, an unknown mailbox). */
  | { ok: false; permanent: boolean; error: string };

export interface OutgoingEmail {
  /** The outbox row: the Message-ID is made from it, so a second copy is recognisable. */
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface OutgoingSms {
  outboxId: number;
  to: string;
  body: string;
}

export interface EmailProvider {
  /** Written to outbox.provider ('smtp', 'demo'). */
  readonly name: string;
  send(email: OutgoingEmail): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}

export interface SmsProvider {
  readonly name: string;
  send(sms: OutgoingSms): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}

/** A channel without a provider is left waiting in the outbox (production without settings). */
export interface MessageProviders {
  email?: EmailProvider;
  sms?: SmsProvider;
}

/** Keeps an error short enough for outbox.last_error and the operator's screen. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/**
 * Rejects when `promise` has not settled within `ms`, so no send outlives the dispatcher's lease
 * (a late answer is then ignored; the message is retried as a failure).
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => {}); // Settling after the deadline must not become an unhandled rejection.
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
