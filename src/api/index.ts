export { request, http, callHeaders, ApiError, NOT_AN_ENVELOPE, NO_RESPONSE } from './http.ts';
export type { CallOptions, RequestConfig } from './http.ts';
export { serializeParams } from './query.ts';
export * from './calls/auth.ts';
export * from './calls/site.ts';
export * from './calls/rewards.ts';
export * from './calls/wallet.ts';
export * from './calls/markets.ts';
