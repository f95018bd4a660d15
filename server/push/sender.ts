/**
 * Web push: what leaves as a push notification goes through a PushSender. The app uses
 * the web-push implementation (web-push.ts); tests inject a recording double so nothing reaches
 * the network.
 */

/** A browser's subscription as stored: its endpoint and its two keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: title and body of the station message, and where a tap leads. */
export interface PushNotice {
  title: string;
  body: string;
  url?: string;
}

/** `gone`: the push service answered 404 or 410, the subscription no longer exists and is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome>;
}

/** The test double: records every send; `answers` chooses the outcome per endpoint (default 'sent'). */
export class RecordingPushSender implements PushSender {
  readonly sent: { target: PushTarget; notice: PushNotice }[] = [];
  readonly answers = new Map<string, PushOutcome>();

  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome> {
    this.sent.push({ target, notice });
    return Promise.resolve(this.answers.get(target.endpoint) ?? 'sent');
  }
}

/** `PUSH=off`: subscriptions are still kept (a later restart with push on uses them), nothing is sent. */
export class DisabledPushSender implements PushSender {
  send(): Promise<PushOutcome> {
    return Promise.resolve('failed');
  }
}
