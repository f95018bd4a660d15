/**
 * `/metrics` in Prometheus's text format, for whoever runs the server (docs/operations.md, "What
 * to watch"). buildApp calls registerMetrics when serve.ts passes metrics options; tests pass
 * their own. Served only when METRICS_TOKEN or METRICS_PORT is set (metrics/settings.ts):
 * otherwise nothing is collected per request and /metrics answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import { failure } from '../http/envelope.ts';
import { METRICS_NOT_FOUND, scrapeRefusal } from './access.ts';
import { businessRegistry } from './business.ts';
import { askPrimary, offerToPrimary } from './cluster.ts';
import { registerScrapedGauges } from './gauges.ts';
import { listenMetricsPort, METRICS_CONTENT_TYPE } from './port.ts';
import { registerRequestHistogram } from './requests.ts';
import { metricsServed, type MetricsSettings } from './settings.ts';

export interface MetricsOptions {
  settings: MetricsSettings;
  /** The Redis of the per-IP limits: its PING is timed at each scrape. */
  redis?: Redis;
  /**
   * `process`: this process answers with its own figures and opens METRICS_PORT (one process);
   * `worker`: a cluster worker, whose /metrics answers for the cluster through the primary, which
   * holds METRICS_PORT (metrics/cluster.ts).
   */
  role: 'process' | 'worker';
}

export const METRICS_PATH = '/metrics';

/** Heap, event-loop delay, GC, CPU: prom-client's default metrics, once per process. */
const processRegistry = new Registry();
let processMetricsStarted = false;
function processMetrics(): Registry {
  if (!processMetricsStarted) collectDefaultMetrics({ register: processRegistry, prefix: 'premia_' });
  processMetricsStarted = true;
  return processRegistry;
}

export async function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now'>, options: MetricsOptions): Promise<void> {
  const { settings } = options;
  if (!metricsServed(settings)) {
    // Never the app's page fallback: an address that answers 200 to a scraper would look like a target.
    app.get(METRICS_PATH, (_request, reply) => reply.status(404).send(failure(404, METRICS_NOT_FOUND)));
    return;
  }
  const appRegistry = new Registry();
  registerRequestHistogram(app, appRegistry, new Set([METRICS_PATH]));
  registerScrapedGauges(appRegistry, { db: ctx.db, now: ctx.now, hub: () => (app.hasDecorator('realtime') ? app.realtime : undefined), ...(options.redis ? { redis: options.redis } : {}) });
  const registries = [processMetrics(), businessRegistry, appRegistry];
  const ownFigures = () => Registry.merge(registries).metrics();
  if (options.role === 'worker') offerToPrimary(registries);
  const scrape = options.role === 'worker' ? askPrimary : ownFigures;

  app.get(METRICS_PATH, async (request, reply) => {
    if (settings.token === undefined) return reply.status(404).send(failure(404, METRICS_NOT_FOUND));
    const refusal = scrapeRefusal(settings.token, request.headers.authorization);
    if (refusal) return reply.status(401).send(refusal);
    const text = await scrape();
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
  if (options.role === 'process' && settings.port !== undefined) {
    const server = await listenMetricsPort(settings, ownFigures);
    app.addHook('onClose', (_app, done) => {
      server.close(() => done());
      // A scraper's kept-alive connection would hold the close open until it times out.
      server.closeIdleConnections();
    });
  }
}

/** What serve.ts passes: a cluster worker leaves METRICS_PORT and the combining to the primary. */
export function metricsOptions(settings: MetricsSettings, redis: Redis | undefined, isWorker: boolean): MetricsOptions {
  return { settings, role: isWorker ? 'worker' : 'process', ...(redis ? { redis } : {}) };
}
