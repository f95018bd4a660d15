/**
 * Station messages as push notifications. `notifyMember` writes inside the decision's
 * transaction, so it only notes the message here; the note is sent once the request has answered
 * (its transactions are over), and only if the message row exists, i.e. its transaction committed.
 * Sending is fire-and-forget: a failing push service never fails or delays the caller.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/push.ts';
import type { PushNotice, PushSender } from './sender.ts';
import { MESSAGES_PATH } from '../../src/lib/paths.ts';

export interface PushDeps {
  db: Executor;
  push: PushSender;
  log?: FastifyBaseLogger;
}

interface NotedMessage {
  messageId: number;
  userId: number;
  notice: PushNotice;
}

const pendingOfRequest = new AsyncLocalStorage<NotedMessage[]>();
const pendingByRequest = new WeakMap<FastifyRequest, NotedMessage[]>();

/** Where a tapped notice opens the app: the station messages page. */
export const MESSAGES_URL = `/#${MESSAGES_PATH}`;

/** Called by notifyMember; outside a request (scripts, housekeeping) there is nobody to send after, so nothing is noted. */
export function noteStationMessage(messageId: number, userId: number, text: { title: string; body: string }): void {
  pendingOfRequest.getStore()?.push({ messageId, userId, notice: { ...text, url: MESSAGES_URL } });
}

/** Every request collects its station messages; after the answer, the committed ones go out as pushes. */
export function registerPushAfterResponse(app: FastifyInstance, deps: PushDeps): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const pending: NotedMessage[] = [];
    pendingByRequest.set(request, pending);
    pendingOfRequest.run(pending, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const pending = pendingByRequest.get(request);
    if (pending && pending.length > 0) void sendCommitted(deps, pending);
    done();
  });
}

async function sendCommitted(deps: PushDeps, pending: NotedMessage[]): Promise<void> {
  try {
    const committed = await repo.committedMessageIds(deps.db, pending.map((noted) => noted.messageId));
    for (const noted of pending) {
      if (committed.has(noted.messageId)) await pushToMembers(deps, [noted.userId], noted.notice);
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'station message push failed');
  }
}

/** Sends to every subscription of these members (every member: null); gone subscriptions are deleted. Never throws. */
export async function pushToMembers(deps: PushDeps, userIds: number[] | null, notice: PushNotice): Promise<void> {
  try {
    const targets = await repo.memberSubscriptions(deps.db, userIds);
    await Promise.all(targets.map(async (target) => {
      const outcome = await deps.push.send(target, notice).catch(() => 'failed' as const);
      if (outcome === 'gone') await repo.deleteSubscription(deps.db, target.endpoint);
    }));
  } catch (error) {
    deps.log?.warn({ err: error }, 'push delivery failed');
  }
}
