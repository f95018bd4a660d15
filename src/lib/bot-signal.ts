/**
 * The browser's automation check (@fingerprintjs/botd): whether this looks like a headless or
 * scripted browser, and which kind. One more fact the server keeps on the visitor for reviewers
 * (docs/risk.md); it never blocks anything, so any failure gives no answer rather than an error.
 * Loaded only by the background start-up step (app/startup.ts), never with the first screen.
 */
import type { BotSignal } from '../domain/contract/push.ts';

export async function detectBot(): Promise<BotSignal | undefined> {
  try {
    const { load } = await import('@fingerprintjs/botd');
    // No monitoring: the library would otherwise call its maker's servers from our members' browsers.
    const result = (await load({ monitoring: false })).detect();
    return result.bot ? { detected: true, kind: result.botKind } : { detected: false };
  } catch {
    return undefined;
  }
}
