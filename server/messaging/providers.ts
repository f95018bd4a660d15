/** Which delivery services a process uses, read from its environment (serve.ts, `npm run doctor`). */
import type { ServerMode } from '../context.ts';
import { DemoProvider } from './demo-provider.ts';
import type { MessageProviders } from './provider.ts';
import { SmtpProvider, type SmtpSettings } from './smtp-provider.ts';
import { TwilioProvider, type TwilioSettings } from './twilio-provider.ts';

export interface MessagingSettings {
  smtp?: SmtpSettings;
  twilio?: TwilioSettings;
}

const DEFAULT_TWILIO_API_URL = 'https://api.twilio.com';

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A channel is configured when all of its variables are set; partial settings count as none. */
export function readMessagingSettings(env: NodeJS.ProcessEnv): MessagingSettings {
  const settings: MessagingSettings = {};
  if (present(env.SMTP_URL) && present(env.MAIL_FROM)) settings.smtp = { url: env.SMTP_URL.trim(), from: env.MAIL_FROM.trim() };
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env;
  if (present(sid) && present(token) && present(from)) {
    const apiUrl = present(env.TWILIO_API_URL) ? env.TWILIO_API_URL.trim() : DEFAULT_TWILIO_API_URL;
    settings.twilio = { accountSid: sid.trim(), authToken: token.trim(), from: from.trim(), apiUrl };
  }
  return settings;
}

/**
 * The real services that are configured; in demo mode a channel without one is "sent" by the
 * demo provider (the code stays in the console's outbox). In production it gets none and its
 * messages wait in the outbox until the settings are given.
 */
export function buildProviders(settings: MessagingSettings, mode: ServerMode): MessageProviders {
  const demo = mode === 'demo' ? new DemoProvider() : undefined;
  const email = settings.smtp ? new SmtpProvider(settings.smtp) : demo;
  const sms = settings.twilio ? new TwilioProvider(settings.twilio) : demo;
  return { ...(email ? { email } : {}), ...(sms ? { sms } : {}) };
}
