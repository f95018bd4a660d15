/** What a started tracer offers the server (start.ts starts it; sdk.ts builds it). */
import type { FastifyInstance } from 'fastify';

export interface Tracing {
  /** Registers the request spans (@fastify/otel) and the trace id in the request's log lines: before any route. */
  instrument(app: FastifyInstance): Promise<void>;
  /** Sends every finished span now (tests; the shutdown). */
  flush(): Promise<void>;
  /** Flushes, then takes every wrapper off and lets the process go on untraced. */
  shutdown(): Promise<void>;
}
