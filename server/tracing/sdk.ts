/**
 * The OpenTelemetry SDK for this process, loaded by start.ts only when tracing was asked for.
 *
 * - Export: OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces) or
 *   OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, protobuf by default, JSON with
 *   OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL=http/json (gRPC is not shipped: protobuf over HTTP instead);
 *   OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and the batch's OTEL_BSP_* as the exporter reads them.
 * - Resource: service.name `premia` unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say
 *   otherwise (OTEL_SERVICE_NAME first, as the specification orders), and the process id, so the
 *   workers of one machine tell apart.
 * - Sampling: OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG, read by the SDK; the default is the
 *   SDK's, parentbased_always_on (every request, or as the caller's traceparent decided).
 * - Context: AsyncLocalStorage and W3C trace context, so a caller's `traceparent` is continued.
 */
import { diag, DiagConsoleLogger, DiagLogLevel, trace, context, propagation } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type Span, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { scrubLogText } from '../http/logging.ts';
import type { Tracing } from './tracing.ts';
import { fastifyInstrumentation } from './fastify-spans.ts';
import { tracePgliteStatements } from './pglite-spans.ts';
import { tracePostgresStatements } from './postgres-spans.ts';
import { traceRedisCommands } from './redis-spans.ts';

const SERVICE_NAME = 'premia';
const TRACER_NAME = 'premia';

function exporterFor(env: NodeJS.ProcessEnv): SpanExporter {
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf').trim();
  if (protocol === 'http/json') return new JsonExporter();
  if (protocol !== 'http/protobuf') diag.warn(`rastreamento: OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} não é suportado; enviando http/protobuf`);
  return new ProtobufExporter();
}

/** A failed request's status message may quote a statement's values: scrubbed as the log's errors are. */
class ScrubbedStatus implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, parent: Context): void {
    this.next.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    const status = span.status as { message?: string };
    if (status.message) status.message = scrubLogText(status.message);
    this.next.onEnd(span);
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

export function startSdk(env: NodeJS.ProcessEnv): Tracing {
  // The SDK's own troubles (an unreachable collector) go to stderr as warnings, never the request path.
  diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.WARN);
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME, 'process.pid': process.pid })
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new ScrubbedStatus(new BatchSpanProcessor(exporterFor(env)))] });
  provider.register();
  const tracer = provider.getTracer(TRACER_NAME);
  const undo = [tracePostgresStatements(tracer), tracePgliteStatements(tracer), traceRedisCommands(tracer)];
  const flush = () => provider.forceFlush();
  return {
    instrument: fastifyInstrumentation(provider, flush),
    flush,
    shutdown: async () => {
      for (const unwrap of undo) unwrap();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
