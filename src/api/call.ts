/**
 * One member call by name: its method and path from the zod-free map written from the definitions
 * (paths.ts), what is sent (a POST's body, a GET's query) and what the answer's `data` holds from
 * the definitions' types (calls.ts), which the server's routes read too. Behaviour is the common
 * caller's (http.ts).
 */
import type { RequestOf, ResponseOf } from '../domain/contract/calls.ts';
import type { ApiEnvelope } from '../domain/contract/envelope.ts';
import { API, type ApiName } from '../domain/contract/paths.ts';
import { request, type RequestConfig } from './http.ts';

export function call<N extends ApiName>(name: N, input: RequestOf<N>, config: RequestConfig = {}): Promise<ApiEnvelope<ResponseOf<N>>> {
  const { method, path } = API[name];
  const sent = method === 'GET' ? { params: input } : { data: input };
  return request<ResponseOf<N>>({ method, url: path, ...sent, ...config });
}
