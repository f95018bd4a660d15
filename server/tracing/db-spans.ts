/**
 * Spans for database statements, shared by the PostgreSQL (postgres-spans.ts) and PGlite
 * (pglite-spans.ts) wrappers: one CLIENT span per statement, a child of the span active where the
 * statement was sent (the request's); none outside a trace, so the outbox's polling and the
 * housekeeping do not each make a trace of their own. Attributes hold the statement's text (with
 * its $1 placeholders), never its values; a failure records its SQLSTATE only, not the message,
 * which may quote a value.
 */
import { type Span, SpanKind, SpanStatusCode, type Tracer, context, trace } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME, ATTR_DB_QUERY_TEXT, ATTR_DB_RESPONSE_STATUS_CODE, ATTR_DB_SYSTEM_NAME, ATTR_ERROR_TYPE, DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';

/** The older name many tracing back ends still read (semantic conventions before 1.33). */
const ATTR_DB_SYSTEM_LEGACY = 'db.system';

/** SELECT, INSERT, BEGIN…: the statement's first word, its span's name (a name of bounded variety). */
export function operationOf(text: string): string {
  const match = /^\s*([a-z]+)/i.exec(text);
  return match?.[1]?.toUpperCase() ?? 'SQL';
}

/** A span for a statement about to be sent, or undefined outside a trace. */
export function startStatementSpan(tracer: Tracer, text: string): Span | undefined {
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return undefined;
  const operation = operationOf(text);
  return tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_SYSTEM_LEGACY]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_OPERATION_NAME]: operation,
    },
  }, parent);
}

/** Ends a statement's span: its text (known only once the driver built it), and the SQLSTATE of a failure. */
export function endStatementSpan(span: Span, text: string | undefined, error?: unknown): void {
  if (text) span.setAttribute(ATTR_DB_QUERY_TEXT, text);
  if (error !== undefined) {
    const code = (error as { code?: unknown }).code;
    const type = typeof code === 'string' ? code : error instanceof Error ? error.constructor.name : 'erro';
    span.setAttribute(ATTR_ERROR_TYPE, type);
    if (typeof code === 'string') span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  }
  span.end();
}
