/**
 * A stand-in for the network at axios's adapter seam: the real caller, headers, serializer and
 * response transforms all run; only the socket is replaced.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface SeenRequest {
  method: string;
  url: string;
  /** The URL as it would go on the wire, query included. */
  uri: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  timeout: number | undefined;
}

export type Answer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { fail: 'network' | 'timeout' };

export type Handler = (req: SeenRequest) => Answer | Promise<Answer>;

export function envelope<T>(data: T, code = 0, msg = 'Sucesso') {
  return { code, msg, data };
}

export function fakeServer(handler: Handler) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const uri = axios.getUri(config);
    const parsed = new URL(uri, 'http://localhost');
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (value !== undefined && value !== null) headers[key] = String(value);
    }
    const req: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      uri,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
    };
    seen.push(req);
    const answer = await handler(req);
    if ('fail' in answer) {
      throw answer.fail === 'timeout'
        ? new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.body === undefined ? '' : JSON.stringify(answer.body),
      status: answer.status,
      statusText: String(answer.status),
      headers: { 'content-type': 'application/json', ...answer.headers },
      config,
      request: {},
    };
    // What axios's own adapters do: validateStatus decides between resolve and reject.
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  return { adapter, seen };
}
