import type { API } from '../domain/contract/paths.ts';
import { request, type CallOptions } from './http.ts';

type Api = (typeof API)[keyof typeof API];

/** One call of the API table with a JSON body (every POST of the contract). */
export function post<T>(api: Api, data: unknown, opts?: CallOptions) {
  return request<T>({ method: api.method, url: api.path, data: data ?? {}, ...opts });
}
