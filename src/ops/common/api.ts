/**
 * The console's HTTP caller: fetch with the operator token in `x-ops-token` (never `Authorization`,
 * which is the member's). The session (token, name, role) lives in sessionStorage: closing the tab
 * signs out of this browser tab. A 401 means the operator session ended; the console goes back to sign-in.
 */
import type { ApiEnvelope } from '../../domain/contract/envelope.ts';
import { OPS_TOKEN_HEADER } from '../../domain/contract/ops.ts';
import type { OperatorMe } from '../../domain/contract/ops-operators.ts';
import { OPERATOR_ROLES, type OperatorRole } from '../../domain/contract/ops-roles.ts';
import type { OpsName, OpsRequest, OpsResponse } from '../../domain/contract/ops-calls/index.ts';
import { type OpsHttpRequest, opsHttpRequest } from '../../domain/contract/ops-calls/request.ts';
import { TEXTS } from './texts.ts';

const SESSION_KEY = 'premia.ops.session';

/**
 * The signed-in operator as the console keeps it: the role decides the menu (the server decides
 * the calls); `totpRequired` keeps them on "Minha conta" until the authenticator is on.
 */
export interface StoredSession {
  token: string;
  name: string;
  role: OperatorRole;
  totpEnabled: boolean;
  totpRequired: boolean;
}

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as Partial<StoredSession> | null;
  return typeof session?.token === 'string' && typeof session.name === 'string' && OPERATOR_ROLES.includes(session.role as OperatorRole);
}

export function storedSession(): StoredSession | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    return isStoredSession(parsed) ? { ...parsed, totpEnabled: Boolean(parsed.totpEnabled), totpRequired: Boolean(parsed.totpRequired) } : null;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession | null): void {
  if (!session) sessionStorage.removeItem(SESSION_KEY);
  else sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** The stored session from an answer that says who is signed in (sign-in, whoAmI, the authenticator's calls). */
export function sessionOf(token: string, me: OperatorMe): StoredSession {
  return { token, name: me.name, role: me.role, totpEnabled: me.totp_enabled, totpRequired: me.totp_required };
}

/** A refused call, with the server's Portuguese message. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The envelope's code (TOTP_NEEDED_CODE: the sign-in asks for the authenticator's code). */
    readonly code: number = status,
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
  if (!response.ok || !envelope || envelope.code !== 0) throw new OpsError(response.status, envelope?.msg ?? TEXTS.networkError, envelope?.code);
  return envelope.data;
}
