/** E-mail through an SMTP relay (SMTP_URL, MAIL_FROM), with pooled connections (nodemailer). */
import nodemailer, { type Transporter } from 'nodemailer';
import { type DeliveryResult, describeError, type EmailProvider, type OutgoingEmail, within } from './provider.ts';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header: an address, or `Name <address>`. */
  from: string;
}

/** Each step's limit; with the wait for a free pooled connection, a send gets SEND_DEADLINE_MS in all. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** Well under the dispatcher's lease (retry-policy.ts): a send still running when the lease ends may go twice. */
const SEND_DEADLINE_MS = 30_000;

interface SmtpError {
  responseCode?: number;
  command?: string;
}

/**
 * A 5xx answer to the recipient or to the message itself is the mail system's final word (no
 * such mailbox, message refused); anything else (4xx, a dropped connection, a failed login, a
 * timeout) may pass later. A failed login is ours to fix, so it is retried rather than dropped.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as SmtpError;
  const aboutTheMessage = command === 'RCPT TO' || command === 'DATA' || command === 'MAIL FROM';
  return aboutTheMessage && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The domain of the From address, for Message-IDs: `Prêmia <no-reply@premia.app>` → premia.app. */
function senderDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'premia.invalid';
}

export class SmtpProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({ url: settings.url, pool: true, maxConnections: 3, ...TIMEOUTS });
    this.domain = senderDomain(settings.from);
  }

  async send(email: OutgoingEmail): Promise<DeliveryResult> {
    // One Message-ID per outbox row: a copy sent again after a crash carries the same one, so
    // mail systems that drop repeated ids drop it, and a reader can tell it is the same message.
    const messageId = `<outbox-${email.outboxId}@${this.domain}>`;
    try {
      const sending = this.transport.sendMail({
        from: this.settings.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId,
      });
      await within(sending, SEND_DEADLINE_MS, 'smtp');
      return { ok: true, messageId };
    } catch (error) {
      return { ok: false, permanent: isPermanentSmtpFailure(error), error: describeError(error) };
    }
  }

  close(): void {
    this.transport.close();
  }
}
