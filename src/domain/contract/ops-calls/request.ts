/**
 * The HTTP request of an operator call from its definition and one input object: the path's
 * `:parameters` are taken from the input, the rest goes as the query of a GET or the JSON body
 * of a POST (a FormData goes as it is). The console and the command line send what this makes,
 * each with its own credential header.
 */
import { OPS_CALLS, type OpsName, type OpsRequest } from './index.ts';

export interface OpsHttpRequest {
  method: 'GET' | 'POST';
  /** Path and query, without the origin. */
  url: string;
  body?: string | FormData;
  json: boolean;
}

export function opsHttpRequest<N extends OpsName>(name: N, input: OpsRequest<N>): OpsHttpRequest {
  const { method, path } = OPS_CALLS[name];
  if (input instanceof FormData) return { method, url: path, body: input, json: false };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const url = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`${name}: :${key} missing`);
    return encodeURIComponent(String(value));
  });
  if (method === 'POST') return { method, url, body: JSON.stringify(rest), json: true };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return { method, url: search ? `${url}?${search}` : url, json: false };
}
