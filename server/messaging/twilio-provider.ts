/**
 * SMS through Twilio's Messages API with plain fetch (no SDK): POST a form, HTTP basic auth,
 * 201 with the message's `sid`. Twilio has no idempotency key for Messages: a request it
 * accepted whose answer never reached us is sent again on retry (see docs/outbox.md).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type DeliveryResult, describeError, type OutgoingSms, type SmsProvider } from './provider.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number (+55…), or a Messaging Service (MG…). */
  from: string;
  /** https://api.twilio.com unless tests point it at a local double. */
  apiUrl: string;
}

/** Below the dispatcher's lease, so a hung request never outlives the claim. */
const REQUEST_TIMEOUT_MS = 15_000;

interface TwilioAnswer {
  sid?: string;
  code?: number;
  message?: string;
}

/**
 * 429 and 5xx are Twilio's own trouble, 401 is our credentials (fixing them should deliver what
 * waits); any other 4xx refuses this message (21211 invalid number, 21610 unsubscribed, 21614 not
 * a mobile, 21408 region not enabled) and will refuse it again.
 */
export function isPermanentTwilioStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 429 && status !== 401;
}

/** Twilio wants E.164; the app keeps Brazilian numbers as typed (DDD + number). */
export function toE164(phone: string, country: 'BR' = 'BR'): string {
  return parsePhoneNumberFromString(phone, country)?.number ?? phone;
}

export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  async send(sms: OutgoingSms): Promise<DeliveryResult> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const form = new URLSearchParams({ To: toE164(sms.to), Body: sms.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, permanent: false, error: `twilio: ${describeError(error)}` };
    }
    const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
    if (response.status === 201 && answer.sid) return { ok: true, messageId: answer.sid };
    const detail = answer.code ? ` (${answer.code}${answer.message ? `: ${answer.message}` : ''})` : '';
    return { ok: false, permanent: isPermanentTwilioStatus(response.status), error: describeError(`twilio HTTP ${response.status}${detail}`) };
  }
}
