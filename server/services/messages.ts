/**
 * Station messages: a member's list, one message (opening it marks it read), the unread
 * count, mark all as read, and the operator's broadcast. Decisions write their message through
 * `notifyMember` in the decision's own transaction.
 */
import type { Page } from '../../src/domain/contract/rewards.ts';
import type { StationMessage, UnreadCount } from '../../src/domain/contract/messages.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import { MESSAGES_URL, noteStationMessage, pushToMembers } from '../push/deliver.ts';
import * as messages from '../repositories/messages.ts';
import { publish, type ReviewKind } from '../realtime/events.ts';
import { pageOf, pageWindow } from './reward-views.ts';

const readerOf = (member: Member): messages.Reader => ({ userId: member.user.id, since: member.user.createdAt });

function toStationMessage({ message, readAt }: messages.MessageWithRead): StationMessage {
  return { id: message.id, title: message.title, body: message.body, read: readAt !== null, created_at: message.createdAt.toISOString() };
}

/**
 * Writes the message and, on the same executor, the real-time event (NOTIFY): inside the
 * decision's transaction it reaches the member's sockets only once the decision commits.
 * `review` names the submission whose review this message reports. The push notification to the
 * member's subscriptions is sent after the request answers, and only if this transaction
 * committed (server/push/deliver.ts).
 */
export async function notifyMember(db: Executor, userId: number, text: { title: string; body: string }, now: Date, review?: ReviewKind): Promise<void> {
  const row = await messages.insertStationMessage(db, { userId, ...text, createdAt: now });
  await publish(db, { type: 'message', member_id: userId, ...(review ? { review } : {}) });
  noteStationMessage(row.id, userId, text);
}

/**
 * One row for every member, in the transaction of the operator's audit entry (pushBroadcast once
 * it committed); each member's read mark is added when they read it.
 */
export async function insertBroadcast(tx: Transaction, text: { title: string; body: string }, now: Date) {
  // The app's clock, like the members' own times: who "existed when it was sent" compares the two.
  const row = await messages.insertStationMessage(tx, { userId: null, ...text, createdAt: now });
  await publish(tx, { type: 'message', member_id: null });
  return { id: row.id, title: row.title, body: row.body, created_at: row.createdAt.toISOString() };
}

/** Once the broadcast committed: every subscribed member, in the background. */
export function pushBroadcast(ctx: AppContext, text: { title: string; body: string }): void {
  void pushToMembers({ db: ctx.db, push: ctx.push }, null, { ...text, url: MESSAGES_URL });
}

export async function messageList(ctx: AppContext, member: Member, page: number, pageSize: number): Promise<Page<StationMessage>> {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await messages.listMessages(ctx.db, readerOf(member), limit, offset);
  return pageOf(rows.map(toStationMessage), page, pageSize);
}

/** Another member's message answers exactly like an unknown id: nothing tells them it exists. */
export async function openMessage(ctx: AppContext, member: Member, id: number): Promise<StationMessage> {
  const reader = readerOf(member);
  const found = await messages.findMessage(ctx.db, reader, id);
  if (!found) throw refused(SERVER_MESSAGES.messageNotFound);
  const now = ctx.now();
  if (found.readAt === null) await messages.markRead(ctx.db, reader, id, now);
  return toStationMessage({ message: found.message, readAt: found.readAt ?? now });
}

export async function unreadCount(ctx: AppContext, member: Member): Promise<UnreadCount> {
  return { unread: await messages.countUnread(ctx.db, readerOf(member)) };
}

export async function readAll(ctx: AppContext, member: Member): Promise<UnreadCount & { marked: number }> {
  const reader = readerOf(member);
  const marked = await messages.markAllRead(ctx.db, reader, ctx.now());
  return { marked, unread: await messages.countUnread(ctx.db, reader) };
}
