/**
 * The console's HTTP caller: fetch with the operator token in `x-ops-token` (never `Authorization`,
 * which is the member's). The token lives in sessionStorage: closing the tab signs out of this
 * browser tab. A 401 means the operator session ended; the console goes back to sign-in.
 */
import type { ApiEnvelope } from '../domain/contract/envelope.ts';
import { OPS_TOKEN_HEADER } from '../domain/contract/ops.ts';
import type { OpsName, OpsRequest, OpsResponse } from '../domain/contract/ops-calls/index.ts';
import { type OpsHttpRequest, opsHttpRequest } from '../domain/contract/ops-calls/request.ts';
import { TEXTS } from './texts.ts';

const TOKEN_KEY = 'premia.ops.token';
const NAME_KEY = 'premia.ops.name';

export interface StoredSession {
  token: string;
  name: string;
}

export function storedSession(): StoredSession | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const name = sessionStorage.getItem(NAME_KEY);
  return token && name ? { token, name } : null;
}

export function storeSession(session: StoredSession | null): void {
  if (!session) {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(NAME_KEY);
    return;
  }
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(NAME_KEY, session.name);
}

/** A refused call, with the server's Portuguese message. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Operator call `name` with its one input object (path parameters included), typed by its definition. */
export function callOps<N extends OpsName>(name: N, input: OpsRequest<N>): Promise<OpsResponse<N>> {
  return send<OpsResponse<N>>(opsHttpRequest(name, input));
}

/** A call by method and path, for the pages not yet on callOps. */
export function opsCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  // A FormData (an image upload) goes as multipart: the browser sets its own content-type.
  if (body instanceof FormData) return send<T>({ method, url: path, body, json: false });
  return send<T>({ method, url: path, ...(body === undefined ? { json: false } : { body: JSON.stringify(body), json: true }) });
}

async function send<T>(request: OpsHttpRequest): Promise<T> {
  const token = storedSession()?.token;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { ...(token ? { [OPS_TOKEN_HEADER]: token } : {}), ...(request.json ? { 'content-type': 'application/json' } : {}) },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  } catch {
    throw new OpsError(0, TEXTS.networkError);
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (response.status === 401 && token) {
    storeSession(null);
    sessionEndedListeners.forEach((listener) => listener());
  }
  if (!response.ok || !envelope || envelope.code !== 0) throw new OpsError(response.status, envelope?.msg ?? TEXTS.networkError);
  return envelope.data;
}
