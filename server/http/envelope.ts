/** The `{ code, msg, data }` answer and the error that carries a refused request to the error handler. */
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { API_CODE } from '../../src/domain/contract/envelope.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';

export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: API_CODE.ok, msg: SERVER_MESSAGES.ok, data };
}

export function failure(status: number, msg: string, code: number = status): ApiEnvelope<null> {
  return { code, msg, data: null };
}

/** Thrown by handlers and guards; the error handler answers it with its status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
