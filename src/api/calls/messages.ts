/** Station message calls: list, one message (marks it read), unread count, mark all. */
import type { StationMessagesRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getStationMessages(body: StationMessagesRequest = {}, opts?: CallOptions) {
  return call('stationMessages', body, opts);
}

/** Opening a message marks it read; the answer already says `read: true`. */
export function getStationMessage(id: number | string, opts?: CallOptions) {
  return call('stationMessageDetail', { id }, opts);
}

export function getUnreadMessages(opts?: CallOptions) {
  return call('unreadMessages', {}, opts);
}

export function readAllMessages(opts?: CallOptions) {
  return call('readAllMessages', {}, opts);
}
