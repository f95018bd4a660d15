/** The PushSender of the running app: the `web-push` package, signed with the stored VAPID keys. */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushNotice, PushOutcome, PushSender, PushTarget } from './sender.ts';
import type { VapidKeys } from './vapid.ts';

/** A day: a notice about a prize or a withdrawal is still worth showing when the phone comes back online. */
const TTL_SECONDS = 24 * 60 * 60;

export class WebPushSender implements PushSender {
  constructor(
    private readonly keys: () => Promise<VapidKeys>,
    private readonly subject: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(target: PushTarget, notice: PushNotice): Promise<PushOutcome> {
    const { publicKey, privateKey } = await this.keys();
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(notice),
        { TTL: TTL_SECONDS, vapidDetails: { subject: this.subject, publicKey, privateKey }, timeout: 10_000 },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      this.log?.warn({ status, endpoint: new URL(target.endpoint).host }, 'web push failed');
      return 'failed';
    }
  }
}
