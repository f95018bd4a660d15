/** One serving process: the app on the port, drained gracefully on SIGTERM or SIGINT. */
import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { DASHBOARD_ROLLUP_EVERY_MS } from './services/dashboard-rollup.ts';
import type { ServerConfig } from './config.ts';
import { DEFAULT_RATE_LIMITS } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DisabledPushSender } from './push/sender.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { overloadLimitsFromEnv } from './http/overload.ts';
import { uploadStorageFromEnv } from './storage/from-env.ts';
import { buildProviders, readMessagingSettings } from './messaging/providers.ts';
import { metricsOptions } from './metrics/route.ts';
import { startTracing } from './tracing/start.ts';

/** Requests still running this long after SIGTERM are cut: a deploy must not hang. */
const DRAIN_LIMIT_MS = 10_000;

function scaledRateLimits(factor: number) {
  return Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([call, rule]) => [call, { ...rule, max: rule.max * factor }]));
}

export async function serve(config: ServerConfig, database: DatabaseHandle): Promise<void> {
  let shuttingDown = false;
  // Each process (every worker) its own exporter, when OTEL_EXPORTER_OTLP_ENDPOINT asks for traces.
  await startTracing();
  // Fail fast on a dead Redis instead of queueing calls: the limiter then lets requests through.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', () => {});
  const app = await buildApp({
    db: database.db,
    mode: config.mode,
    ...(config.push ? {} : { push: new DisabledPushSender() }),
    ...(config.vapidSubject ? { vapidSubject: config.vapidSubject } : {}),
    opsSecret: process.env.OPS_SECRET,
    staticDir: config.staticDir,
    dataDir: config.dataDir,
    storage: uploadStorageFromEnv(process.env, config.dataDir),
    logger: true,
    accessLogSample: accessLogSample(config.mode),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    rateLimits: scaledRateLimits(config.rateLimitFactor),
    housekeeping: true,
    overload: overloadLimitsFromEnv(process.env),
    dashboardRollupMs: positiveMs(process.env.DASHBOARD_ROLLUP_MS, DASHBOARD_ROLLUP_EVERY_MS),
    // Every process delivers the outbox; rows are claimed one process at a time (messaging/dispatcher.ts).
    dispatch: { providers: buildProviders(readMessagingSettings(process.env), config.mode) },
    sessionLifetimes: { memberIdleDays: config.memberIdleDays, accessTokenMinutes: config.accessTokenMinutes },
    ...(redis ? { redis: { client: redis, prefix: config.redisPrefix } } : {}),
    isShuttingDown: () => shuttingDown,
    // `npm run dev` sets it: an answer that drifted from its schema answers 500 there, not in production.
    checkAnswers: process.env.CHECK_ANSWERS === '1',
    metrics: metricsOptions(config.metrics, redis, cluster.isWorker),
  });

  async function shutdown(signal: string): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal}: encerrando após as requisições em andamento`);
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    // close() stops accepting, lets requests in flight finish, then closes idle connections.
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

/** ACCESS_LOG_SAMPLE (0 to 1); default 1 % of requests in production (the mode, or NODE_ENV=production), all otherwise. */
function accessLogSample(mode: ServerConfig['mode']): number {
  const raw = process.env.ACCESS_LOG_SAMPLE;
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  if (Number.isFinite(value)) return Math.min(1, Math.max(0, value));
  return mode === 'production' || process.env.NODE_ENV === 'production' ? 0.01 : 1;
}

/** A whole number of milliseconds from the environment, or the default. */
function positiveMs(raw: string | undefined, fallback: number): number {
  const parsed = Number(raw);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
