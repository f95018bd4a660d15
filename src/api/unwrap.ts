/**
 * From an answer to what a screen needs. `unwrap` gives the data of a code-0 answer and throws
 * any other as an ApiError carrying the server's code and Portuguese message, so screens branch
 * on `isRefusal(error, code)` in a catch instead of reading `answer.code` (the common caller has
 * already shown the message as a toast, or redirected, as spec §8 says).
 */
import { API_CODE, type ApiEnvelope } from '../domain/contract/envelope.ts';
import { ApiError, NO_RESPONSE, NOT_AN_ENVELOPE } from './http.ts';

export function unwrap<T>(answer: ApiEnvelope<T>): T {
  if (answer.code !== API_CODE.ok) throw new ApiError(answer.code === API_CODE.internal ? 500 : 400, answer.code, answer.msg, answer.data);
  return answer.data;
}

/** The call itself: its data, or the refusal thrown. */
export async function unwrapped<T>(pending: Promise<ApiEnvelope<T>>): Promise<T> {
  return unwrap(await pending);
}

/** Whether `error` is the server's answer with a non-zero code (any, or this one). */
export function isRefusal(error: unknown, code?: number): error is ApiError {
  if (!(error instanceof ApiError) || error.status === NO_RESPONSE || error.code === NOT_AN_ENVELOPE || error.code === API_CODE.ok) return false;
  return code === undefined || error.code === code;
}

/**
 * For screens that act on success and stay put on a refusal: the data of a code-0 answer, or
 * `undefined` when the server refused (its message is already on screen; `onRefused` may add to
 * it, e.g. send the member to Perfection). A code-0 answer's data is never `undefined` (JSON has
 * no such value; an empty answer is `null`). Failures with no answer still reject.
 */
export async function accepted<T>(pending: Promise<ApiEnvelope<T>>, onRefused?: (refusal: ApiError) => void): Promise<T | undefined> {
  try {
    return unwrap(await pending);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    onRefused?.(error);
    return undefined;
  }
}
