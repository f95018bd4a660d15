/**
 * The one HTTP caller (spec §7, §8). Headers are read at call time from the locally held values
 * (src/api may not import the stores); the UI is reached only through src/lib/ui-events.
 */
import axios, { isAxiosError, isCancel, type AxiosRequestConfig, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import { FALLBACK_LANGUAGE, REJECT_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS } from '../domain/constants.ts';
import type { ApiEnvelope } from '../domain/contract/index.ts';
import { SERVER_MESSAGES } from '../domain/messages.pt.ts';
import { API } from '../domain/contract/paths.ts';
import { localChannelFrom, localLocale, localToken, localUserInfo } from '../lib/local-values.ts';
import { common } from '../lib/locales/pt/common.ts';
import { emitUiEvent, listenerCount } from '../lib/ui-events.ts';
import { serializeParams } from './query.ts';

/** `code` of an envelope made up by the client when the body was not `{ code, msg, data }`. */
export const NOT_AN_ENVELOPE = -1;
/** `status` of an ApiError when no answer came (network failure, time-out, cancel). */
export const NO_RESPONSE = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
    /** A 503's `Retry-After`, in ms: how long the server asked to be left alone (0 when it said nothing). */
    readonly retryAfterMs = 0,
  ) {
    super(msg || `HTTP ${status}`);
  }
}

/** Background calls a busy server (503) refused are asked again this many times, each after its Retry-After. */
const BUSY_RETRIES = 2;
const DEFAULT_RETRY_AFTER_MS = 5000;

function retryAfterOf(response: AxiosResponse<unknown>): number {
  const seconds = Number(response.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

/** Between the wait asked and twice it, so a crowd refused together does not come back together. */
export const withJitter = (ms: number) => ms * (1 + Math.random());

export interface CallOptions {
  /** Show the loading indicator while the call runs (default true). */
  loading?: boolean;
  /**
   * Start-up and other work the member did not ask for: no loading indicator, no toast, no
   * network-failure prompt, no session redirect; outcomes only resolve or reject (spec §8).
   */
  background?: boolean;
  signal?: AbortSignal;
}

export type RequestConfig = AxiosRequestConfig & CallOptions;

export const http = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
  // Every status comes back as a response: the table below decides, not axios.
  validateStatus: () => true,
});

export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // The language start-up chose from GET /api/languages (spec §3 UNI_LOCALE); the app speaks
    // Portuguese only, so 'pt' until then rather than the spec's 'en'.
    'Accept-Language': localLocale.get() ?? FALLBACK_LANGUAGE,
  };
  const token = localToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const channel = localChannelFrom.get();
  if (channel) headers['CHANNEL-FROM'] = channel;
  return headers;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function toEnvelope<T>(body: unknown): ApiEnvelope<T> {
  if (isEnvelope(body)) return { ...body, msg: typeof body.msg === 'string' ? body.msg : '' } as ApiEnvelope<T>;
  return { code: NOT_AN_ENVELOPE, msg: '', data: null as T };
}

/** Errors that mean "no answer from the server", as opposed to a bad option or a cancel. */
const NOT_NETWORK_CODES = new Set(['ERR_CANCELED', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE', 'ERR_INVALID_URL', 'ERR_NOT_SUPPORT', 'ERR_DEPRECATED']);

function isNetworkFailure(error: unknown): boolean {
  return isAxiosError(error) && !error.response && !isCancel(error) && !NOT_NETWORK_CODES.has(error.code ?? '');
}

function toast(message: string) {
  emitUiEvent('toast', { message, durationMs: TOAST_DURATION_MS, position: 'bottom' });
}

/** Every call's headers (spec §7) but the bearer: the renewal is authorised by its cookie, and the token it replaces has lapsed. */
function renewalHeaders(): Record<string, string> {
  const { Authorization: _lapsed, ...headers } = callHeaders();
  return headers;
}

type Renewal = { renewed: true } | { renewed: false; refusal: ApiEnvelope<null> | null };
let renewing: Promise<Renewal> | null = null;

/**
 * A member's bearer token lives minutes: a 401 on a call that carried it is first met
 * by renewing it with the httpOnly refresh cookie, one renewal for every call waiting on it. A
 * token another call (or tab) renewed meanwhile is simply used. `refusal` is the refresh's own
 * 401/402 (the session really ended); null means no usable answer came.
 */
function renewToken(sentToken: string): Promise<Renewal> {
  if (localToken.get() !== sentToken) return Promise.resolve({ renewed: true });
  renewing ??= http
    .request<unknown>({ method: API.refreshToken.method, url: API.refreshToken.path, data: {}, headers: renewalHeaders() })
    .then((response): Renewal => {
      const answer = toEnvelope<{ token?: unknown }>(response.data);
      const token = response.status === 200 ? answer.data?.token : undefined;
      // Only a 401/402 says the session ended; a 429 or a 5xx leaves it alone.
      const ended = response.status === 401 || response.status === 402;
      if (typeof token !== 'string' || !token) return { renewed: false, refusal: ended ? { ...toEnvelope<null>(response.data), code: response.status } : null };
      localToken.set(token);
      emitUiEvent('tokenRenewed', { token });
      return { renewed: true };
    }, (): Renewal => ({ renewed: false, refusal: null }))
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

export function request<T>(config: RequestConfig): Promise<ApiEnvelope<T>> {
  const { loading: loadingOption, background = false, ...axiosConfig } = config;
  const loading = loadingOption ?? !background;

  return new Promise<ApiEnvelope<T>>((resolve, reject) => {
    let busyRetries = 0;
    const endSession = (status: number, envelope: ApiEnvelope<unknown>) => {
      if (!background) emitUiEvent('sessionEnded', { message: envelope.msg || SERVER_MESSAGES.sessionEnded });
      reject(new ApiError(status, envelope.code, envelope.msg, envelope.data));
    };

    const renewThenRetry = (sentToken: string, envelope: ApiEnvelope<unknown>) => {
      void renewToken(sentToken).then((renewal) => {
        if (renewal.renewed) return attempt(true);
        if (renewal.refusal) return endSession(renewal.refusal.code, { ...renewal.refusal, msg: renewal.refusal.msg || envelope.msg });
        // No answer from the refresh: the session may well be alive, so this call fails like a lost connection.
        fail(new Error('token renewal got no answer'));
      });
    };

    const settle = (response: AxiosResponse<unknown>, sentToken: string | undefined, isRetry: boolean) => {
      const envelope = toEnvelope<T>(response.data);
      const { status } = response;
      const error = () => new ApiError(status, envelope.code, envelope.msg, envelope.data, status === 503 ? retryAfterOf(response) : 0);
      switch (status) {
        case 200:
          return resolve(envelope);
        case 400:
          if (!background) toast(envelope.msg || common.errors.generic);
          return resolve(envelope);
        case 401:
          if (sentToken && !isRetry && localUserInfo.get()) return renewThenRetry(sentToken, envelope);
          return endSession(status, envelope);
        case 402:
          return endSession(status, envelope);
        case 404:
          if (!background) toast(String(status));
          return reject(error());
        case 500:
          return resolve(envelope);
        case 503:
          // Shedding load: work the member did not ask for waits and asks again; an action says so.
          if (background && busyRetries < BUSY_RETRIES) {
            busyRetries += 1;
            setTimeout(() => attempt(isRetry), withJitter(retryAfterOf(response)));
            return undefined;
          }
          if (background) return reject(error());
          toast(envelope.msg || SERVER_MESSAGES.busy);
          return setTimeout(() => reject(error()), REJECT_DELAY_MS);
        default:
          if (background) return reject(error());
          toast(envelope.msg || common.errors.generic);
          setTimeout(() => reject(error()), REJECT_DELAY_MS);
      }
    };

    const fail = (cause: unknown) => {
      const message = cause instanceof Error ? cause.message : String(cause);
      reject(new ApiError(NO_RESPONSE, NOT_AN_ENVELOPE, message, cause));
    };

    const attempt = (isRetry = false) => {
      if (loading) emitUiEvent('loading', { delta: 1 });
      const sentToken = localToken.get() ?? undefined;
      const headers = { ...callHeaders(), ...(axiosConfig.headers as RawAxiosRequestHeaders | undefined) };
      // axios's XHR adapter drops Content-Type when there is no data, and spec §7 wants it on every
      // call, GETs included: an empty object keeps it (browsers send no body with a GET).
      const data: unknown = axiosConfig.data ?? {};
      http
        .request<unknown>({ ...axiosConfig, data, headers })
        .finally(() => {
          if (loading) emitUiEvent('loading', { delta: -1 });
        })
        .then((response) => settle(response, sentToken, isRetry), (cause: unknown) => {
          // With nobody to ask "tap to retry" (or for background work) the call fails at once.
          if (!isNetworkFailure(cause) || background || listenerCount('networkFailure') === 0) return fail(cause);
          let answered = false;
          const once = (action: () => void) => () => {
            if (answered) return;
            answered = true;
            action();
          };
          emitUiEvent('networkFailure', { retry: once(() => attempt(isRetry)), cancel: once(() => fail(cause)) });
        });
    };

    attempt();
  });
}
