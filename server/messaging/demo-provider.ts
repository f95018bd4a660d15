/**
 * The demo's delivery: nothing leaves the machine. The row is marked sent by 'demo' and the code
 * stays readable in the operator console's outbox, which is how a demo member gets it.
 */
import type { DeliveryResult, EmailProvider, SmsProvider } from './provider.ts';

export class DemoProvider implements EmailProvider, SmsProvider {
  readonly name = 'demo';

  send(message: { outboxId: number }): Promise<DeliveryResult> {
    return Promise.resolve({ ok: true, messageId: `demo-${message.outboxId}` });
  }
}
