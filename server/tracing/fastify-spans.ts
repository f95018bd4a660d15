/**
 * The request's span (@fastify/otel, Fastify's own OpenTelemetry plugin: a SERVER span per request,
 * named `METHOD /route/pattern`, with the status; a child span for the route's handler, under which
 * the database's and Redis's spans hang), and its trace id in the request's log lines.
 *
 * Hooks get no span of their own (instrumentHooks: false): a dozen per request, mostly nothing. No
 * exception is recorded on a span: an error's message may quote a statement's values (the status
 * message is scrubbed as the log's errors are, sdk.ts). Health probes are not traced.
 */
import type { TracerProvider } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

export function fastifyInstrumentation(provider: TracerProvider, flush: () => Promise<void>): (app: FastifyInstance) => Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    recordExceptions: false,
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(url.split('?')[0] ?? url),
    requestHook: (span, request: FastifyRequest) => {
      const route = request.routeOptions.url;
      span.updateName(route ? `${request.method} ${route}` : request.method);
    },
  });
  instrumentation.setTracerProvider(provider);
  return async (app) => {
    await app.register(instrumentation.plugin());
    app.addHook('onRequest', bindTraceToLog);
    // A closing app (SIGTERM, a test's end) sends what it traced before the process goes.
    app.addHook('onClose', () => flush());
  };
}

/**
 * Every line the request logs (the access log included, written after the answer, where the
 * request's context is no longer the active one) carries its trace and span ids: a child logger
 * bound once per traced request, rather than a pino mixin reading the active span on each line.
 */
function bindTraceToLog(request: FastifyRequest, reply: { log: FastifyRequest['log'] }, done: () => void): void {
  const span = request.opentelemetry().span;
  if (span) {
    const { traceId, spanId } = span.spanContext();
    request.log = request.log.child({ trace_id: traceId, span_id: spanId });
    reply.log = request.log;
  }
  done();
}
