/**
 * Station messages: decisions on a member's withdrawals and prizes, and operator
 * broadcasts. All ours (the spec shows no message calls): docs/api.md "Station messages".
 */
import { z } from 'zod';
import { pagination, recordId } from './rewards.ts';
import type { stationMessageAnswer, unreadAnswer } from './answers/markets.ts';

export type StationMessage = z.output<typeof stationMessageAnswer>;

/** How many messages the member has not read yet (the badge shows "9+" past 9). */
export type UnreadCount = z.output<typeof unreadAnswer>;

export const stationMessagesRequest = z.object({ ...pagination });
export type StationMessagesRequest = z.input<typeof stationMessagesRequest>;

export const stationMessageIdRequest = z.object({ id: recordId });
export type StationMessageIdRequest = z.input<typeof stationMessageIdRequest>;

/** Operator broadcast; the limits match the table's check and keep a message readable on a phone. */
export const BROADCAST_TITLE_MAX = 200;
export const BROADCAST_BODY_MAX = 5000;
