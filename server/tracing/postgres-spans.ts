/**
 * A span for every statement postgres-js sends (db-spans.ts): drizzle's queries, the prepared hot
 * paths (server/db/prepared.ts), a transaction's BEGIN and COMMIT, raw `sql` calls. postgres-js has
 * no OpenTelemetry instrumentation; every statement, of any client or transaction, is a `Query`
 * that starts in `handle()` and settles through its `resolve`/`reject`, so the wrapper sits on the
 * class once, while tracing is on, and undo() takes it off.
 *
 * (postgres-js's `debug` option was not enough: it sees a statement start, not end, and turns on a
 * stack trace for every query.)
 */
import type { Tracer } from '@opentelemetry/api';
import postgres from 'postgres';
import { endStatementSpan, startStatementSpan } from './db-spans.ts';

/** What of postgres-js's Query (src/query.js) the wrapper uses. */
interface QueryInternals {
  executed: boolean;
  /** The template's strings (a tagged `sql`) or [text] (unsafe). */
  strings: readonly string[];
  /** The statement's text, set once the connection built it. */
  string?: string;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  handle(): Promise<void>;
}

/** The Query class's prototype, from a statement made and never sent (postgres-js exports no Query). */
function queryPrototype(): QueryInternals {
  const probe = postgres({ max: 1 });
  const statement: unknown = probe.unsafe('select 1');
  const prototype = Object.getPrototypeOf(statement) as Partial<QueryInternals> | null;
  if (typeof prototype?.handle !== 'function') throw new Error('postgres-js: Query.handle não encontrado; server/tracing/postgres-spans.ts precisa de revisão');
  return prototype as QueryInternals;
}

export function tracePostgresStatements(tracer: Tracer): () => void {
  const prototype = queryPrototype();
  const handle = prototype.handle;
  prototype.handle = function tracedHandle(this: QueryInternals) {
    if (!this.executed) {
      const span = startStatementSpan(tracer, this.strings[0] ?? '');
      if (span) {
        const { resolve, reject } = this;
        this.resolve = (value) => {
          endStatementSpan(span, this.string);
          resolve(value);
        };
        this.reject = (error) => {
          endStatementSpan(span, this.string, error);
          reject(error);
        };
      }
    }
    return handle.call(this);
  };
  return () => {
    prototype.handle = handle;
  };
}
