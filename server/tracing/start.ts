/**
 * Tracing, on only when asked: with OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
 * set, each serving process (every node:cluster worker for itself) exports its requests' traces over
 * OTLP/HTTP, with a span for each database statement and Redis command under them (sdk.ts).
 *
 * Off, nothing of it is loaded: the OpenTelemetry SDK is imported only here, dynamically, when the
 * variable is set, and nothing wraps the database, Redis or Fastify, so the draw path runs exactly as
 * without this folder (buildApp asks `activeTracing()` once, at build time).
 */
import type { Tracing } from './tracing.ts';

export type { Tracing } from './tracing.ts';


let active: Tracing | undefined;

/** Whether the environment asks for traces: an OTLP endpoint, and the SDK not turned off (OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER=none). */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Starts tracing for this process when the environment asks for it (process.env: the SDK reads the
 * standard OTEL_* variables there itself); call it before building the app. Undefined when off.
 */
export async function startTracing(): Promise<Tracing | undefined> {
  if (active || !tracingRequested(process.env)) return active;
  const { startSdk } = await import('./sdk.ts');
  const started = startSdk(process.env);
  active = {
    ...started,
    shutdown: async () => {
      active = undefined;
      await started.shutdown();
    },
  };
  return active;
}

/** The tracing startTracing started, if any. */
export function activeTracing(): Tracing | undefined {
  return active;
}
