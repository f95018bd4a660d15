/**
 * What the JSON log (pino, through Fastify) may hold. Never a verification code (production), a
 * token, a password or withdrawal password, the operator secret, a whole phone number or e-mail
 * address: logs are copied to places (a log service, a laptop, a ticket) that the database's
 * access rules do not reach. Three layers, so one forgotten call site does not leak:
 * - nothing logs a request's headers or body, and the access log drops query values (loggerOptions,
 *   accessLogUrl);
 * - should an object with them be logged anyway, pino's `redact` blanks the known names;
 * - every finished line passes through maskContacts: a phone number in E.164 (+5511…), a bearer
 *   token or an e-mail address left in a message (a provider's error, a database error's detail)
 *   is masked before it is written.
 * tests/server/log-secrets.test.ts registers and signs a member in and searches the whole log.
 */
import type { FastifyServerOptions } from 'fastify';
import { maskPhoneForLog } from '../security/masking.ts';

/** Where the lines go: stdout by default; tests give a memory stream. */
export interface LogStream {
  write(line: string): void;
}

const HIDDEN = '[oculto]';

/** Names whose value never belongs in a log, wherever an object holding them is logged. */
const SECRET_FIELDS = ['password', 'confirm_password', 'old_password', 'sms_code', 'refresh_token', 'totp_code'];
/** Secret in a request body, but common elsewhere (an error's `code` is its SQLSTATE or errno): bodies only. */
const BODY_SECRET_FIELDS = ['code', 'token', 'secret'];
const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-ops-secret"', '"x-ops-token"'];

/** pino redact paths (fast-redact syntax): headers of a logged request or reply, fields of a logged body. */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [`req.headers.${name}`, `res.headers.${name}`, `headers.${name}`, `request.headers.${name}`]).map(bracketed),
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
  ...BODY_SECRET_FIELDS.flatMap((name) => [`body.${name}`, `req.body.${name}`, `request.body.${name}`]),
];

/** `headers."x-ops-secret"` → `headers["x-ops-secret"]`: fast-redact wants brackets for such names. */
function bracketed(path: string): string {
  return path.replace(/\."([^"]+)"$/, '["$1"]');
}

/** +5511987654321 (E.164: 8 to 15 digits); not inside a longer run of digits (an id, a timestamp). */
const E164 = /(?<![\d+])\+[1-9]\d{7,14}(?!\d)/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\b/g;

/** The last safety net, over each finished JSON line. */
export function maskContacts(line: string): string {
  return line.replace(E164, (phone) => maskPhoneForLog(phone)).replace(BEARER, `$1${HIDDEN}`).replace(EMAIL, '$1***@$2');
}

/**
 * The access log's url: the path, and the query's names without their values — a query may carry
 * what an operator searched for (the outbox by recipient: a phone, an e-mail).
 */
export function accessLogUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url.slice(mark + 1).split('&').filter(Boolean).map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** A database error's message may quote the values: drizzle's "params: …", PostgreSQL's "Key (phone)=(…)". */
function scrubErrorText(text: string): string {
  return text.replace(/(\nparams: )[^\n]*/g, `$1${HIDDEN}`).replace(/(Key \([^)]*\)=\()[^)]*\)/g, `$1${HIDDEN})`);
}

/** An error's text as the log would write it (tracing's span status messages too). */
export function scrubLogText(text: string): string {
  return maskContacts(scrubErrorText(text));
}

/** Error properties that hold a statement's values (drizzle: params; postgres.js: parameters). */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'args']);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Fastify's err serializer, minus the values a failed statement carries; causes too, 3 deep.
 * Something logged as `err` that is no Error is left as it is (as pino's own serializer does).
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  if (!(error instanceof Error)) return error;
  const serialized: SerializedError = { type: error.constructor.name, message: scrubErrorText(error.message), stack: scrubErrorText(error.stack ?? '') };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key) || key === 'cause') continue;
    serialized[key] = typeof value === 'string' ? scrubErrorText(value) : value;
  }
  const cause: unknown = error.cause;
  if (cause !== undefined) serialized.cause = depth >= 3 ? HIDDEN : cause instanceof Error ? serializeError(cause, depth + 1) : cause;
  return serialized;
}

/** Fastify's `logger` option: pino at info, with the redaction above. */
export function loggerOptions(stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: 'info',
    redact: { paths: REDACTED_PATHS, censor: HIDDEN },
    serializers: { err: serializeError },
    hooks: { streamWrite: maskContacts },
    ...(stream ? { stream } : {}),
  };
}
