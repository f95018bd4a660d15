/**
 * What a handler answers when a helper has already sent `ok(T)` itself (or a 304 for it, cache.ts):
 * not the reply, which is thenable, so an async handler returning it would be typed as anything.
 */
declare const sentData: unique symbol;
const SENT = Symbol('sent');

export interface Sent<T> {
  readonly [SENT]: true;
  readonly [sentData]?: T;
}

export function markSent<T>(): Sent<T> {
  return { [SENT]: true };
}

export function isSent(answer: unknown): answer is Sent<unknown> {
  return typeof answer === 'object' && answer !== null && SENT in answer;
}
