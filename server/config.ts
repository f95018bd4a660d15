/** Reads the server's environment once (main.ts), with the rules that tie settings together. */
import { availableParallelism } from 'node:os';
import { readMode, readPush, type ServerMode } from './settings/mode.ts';
import { type MetricsSettings, readMetricsSettings } from './metrics/settings.ts';

export interface ServerConfig {
  /** PREMIA_MODE: `demo` (default) or `production` (server/settings/production-checks.ts). */
  mode: ServerMode;
  /** PUBLIC_URL: the app's public https address (production requires it). */
  publicUrl: string | undefined;
  /** PUSH: web push on unless `off`. */
  push: boolean;
  /** VAPID_SUBJECT: the `mailto:` or https contact push services may use. */
  vapidSubject: string | undefined;
  port: number;
  host: string;
  staticDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DEFAULT_POOL). */
  databasePool: number;
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys (several apps or test runs may share one Redis). */
  redisPrefix: string;
  /** Processes serving the port (node:cluster); 1 runs the server in this process. */
  workers: number;
  rateLimitFactor: number;
  memberIdleDays: number;
  accessTokenMinutes: number;
  /** METRICS_TOKEN, METRICS_PORT, METRICS_HOST: who may read /metrics (metrics/settings.ts). */
  metrics: MetricsSettings;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * Several processes share nothing but the database and Redis: PGlite is one process's file, and
 * per-IP limits kept in each process's memory would multiply by N. So WORKERS > 1 needs
 * DATABASE_URL and REDIS_URL; the default is one process per core when both are there, else one.
 */
export function resolveWorkers(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const asked = env.WORKERS?.trim();
  if (!asked) return env.DATABASE_URL && env.REDIS_URL ? Math.max(1, cores) : 1;
  const workers = Number(asked);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS deve ser um número inteiro ≥ 1 (recebido: ${asked})`);
  if (workers > 1 && !env.DATABASE_URL) throw new Error('WORKERS > 1 precisa de DATABASE_URL: o PGlite embutido atende um só processo');
  if (workers > 1 && !env.REDIS_URL) throw new Error('WORKERS > 1 precisa de REDIS_URL: os limites por IP precisam ser compartilhados entre os processos');
  return workers;
}

/**
 * PostgreSQL connections per process (`DATABASE_POOL`). Few on purpose: postgres-js pipelines the
 * statements of a busy connection, and on the 2-core machine of docs/scaling.md 2–4 per process
 * ran about a fifth more draws a second than 10 on average, with less CPU in PostgreSQL per draw (fewer
 * backends woken, one write for several statements).
 */
export const DEFAULT_POOL = 4;

/** `DATABASE_POOL`: a whole number ≥ 1, or the default. */
export function resolveDatabasePool(env: NodeJS.ProcessEnv): number {
  const asked = env.DATABASE_POOL?.trim();
  if (!asked) return DEFAULT_POOL;
  const pool = Number(asked);
  if (!Number.isInteger(pool) || pool < 1) throw new Error(`DATABASE_POOL deve ser um número inteiro ≥ 1 (recebido: ${asked})`);
  return pool;
}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    mode: readMode(env),
    publicUrl: env.PUBLIC_URL?.trim() || undefined,
    push: readPush(env),
    vapidSubject: env.VAPID_SUBJECT?.trim() || undefined,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    staticDir: env.STATIC_DIR ?? './dist',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: resolveDatabasePool(env),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'premia-',
    workers: resolveWorkers(env),
    // Journeys register many members from one address: they raise the per-IP limits, production never does.
    rateLimitFactor: Math.max(1, Math.floor(positive(env.RATE_LIMIT_FACTOR, 1))),
    memberIdleDays: positive(env.SESSION_IDLE_DAYS, 30),
    accessTokenMinutes: positive(env.ACCESS_TOKEN_MINUTES, 15),
    metrics: readMetricsSettings(env),
  };
}
