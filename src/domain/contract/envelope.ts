/** Every answer is `{ code, msg, data }`; code 0 is success, msg is Portuguese. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const API_CODE = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  sessionEnded: 402,
  notFound: 404,
  tooManyRequests: 429,
  internal: 500,
  /** A 400 whose cause is an incomplete profile: the client sends the member to Perfection. */
  profileIncomplete: 1001,
} as const;
