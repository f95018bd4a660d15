/** Station message calls (issue 11): list, one message (marks it read), unread count, mark all. */
import type { Page, StationMessage, StationMessagesRequest, UnreadCount } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';

export function getStationMessages(body: StationMessagesRequest = {}, opts?: CallOptions) {
  return post<Page<StationMessage>>(API.stationMessages, body, opts);
}

/** Opening a message marks it read; the answer already says `read: true`. */
export function getStationMessage(id: number | string, opts?: CallOptions) {
  return post<StationMessage>(API.stationMessageDetail, { id }, opts);
}

export function getUnreadMessages(opts?: CallOptions) {
  return post<UnreadCount>(API.unreadMessages, {}, opts);
}

export function readAllMessages(opts?: CallOptions) {
  return post<UnreadCount & { marked: number }>(API.readAllMessages, {}, opts);
}
