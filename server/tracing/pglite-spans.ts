/**
 * A span for every statement drizzle sends to PGlite (db-spans.ts). Every drizzle statement on
 * PGlite, in a transaction or not, prepared (server/db/prepared.ts) or not, runs through the
 * `execute` or `all` of drizzle's PglitePreparedQuery: the wrapper sits there, while tracing is on.
 */
import type { Tracer } from '@opentelemetry/api';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { endStatementSpan, startStatementSpan } from './db-spans.ts';

type Run = (this: { queryString: string }, ...args: unknown[]) => Promise<unknown>;

function traced(tracer: Tracer, run: Run): Run {
  return function tracedRun(...args) {
    const span = startStatementSpan(tracer, this.queryString);
    if (!span) return run.apply(this, args);
    return run.apply(this, args).then(
      (result) => {
        endStatementSpan(span, this.queryString);
        return result;
      },
      (error: unknown) => {
        endStatementSpan(span, this.queryString, error);
        throw error;
      },
    );
  };
}

export function tracePgliteStatements(tracer: Tracer): () => void {
  const prototype = PglitePreparedQuery.prototype as unknown as Record<'execute' | 'all', Run>;
  const { execute, all } = prototype;
  prototype.execute = traced(tracer, execute);
  prototype.all = traced(tracer, all);
  return () => {
    prototype.execute = execute;
    prototype.all = all;
  };
}
