/** The words of a verification code's SMS or e-mail. */
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { OutgoingMessage } from './sender.ts';
import { fill } from './templates.ts';

export interface CodeMessageInput {
  channel: 'sms' | 'email';
  /** What the code is for: a new account or a forgotten password. */
  scene: 'register' | 'forget';
  code: string;
  minutes: number;
}

export function codeMessage(input: CodeMessageInput): Omit<OutgoingMessage, 'channel' | 'recipient'> {
  const body = fill(SERVER_MESSAGES.codeSmsBody, { code: input.code, minutes: input.minutes });
  return input.channel === 'email' ? { subject: SERVER_MESSAGES.codeEmailSubject, body } : { body };
}
