/**
 * Shedding load: past an event-loop delay or a heap threshold the server answers every new
 * request at once with 503, `Retry-After` and the Portuguese envelope, instead of queueing it until
 * every request is late. Health and readiness still answer (an orchestrator must see the process
 * alive; /readyz says 503 by itself when the database does not answer). The app honours the
 * answer: background calls wait and retry with jitter, a member's action shows the message, and the
 * rain's batches wait before sending again (src/api/http.ts, features/promo/useEnvelopeBatches.ts).
 */
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';

export interface OverloadLimits {
  /** Mean event-loop delay over the last sample, in ms, past which requests are refused. */
  maxEventLoopDelayMs: number;
  /** Heap in use past which requests are refused. */
  maxHeapUsedBytes: number;
  /** What `Retry-After` says, in seconds. */
  retryAfterSeconds: number;
  /**
   * How often the figures are read, in ms (under-pressure's sample, default 1 s). Keep it several
   * times its 10 ms delay resolution: a sample with no reading counts as an infinite delay.
   */
  sampleIntervalMs?: number;
}

const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);

/**
 * 500 ms of mean delay is what a healthy process never shows (a draw takes ~1 ms of loop time) and
 * a swamped one shows within a second; 90 % of V8's heap limit leaves room to finish what is running.
 */
export function overloadLimitsFromEnv(env: NodeJS.ProcessEnv): OverloadLimits {
  const number = (raw: string | undefined, fallback: number) => (raw && Number(raw) > 0 ? Number(raw) : fallback);
  return {
    maxEventLoopDelayMs: number(env.OVERLOAD_EVENT_LOOP_MS, 500),
    maxHeapUsedBytes: number(env.OVERLOAD_HEAP_MB, 0) * 1024 * 1024 || Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    retryAfterSeconds: number(env.OVERLOAD_RETRY_AFTER_S, 5),
  };
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/** The envelope for every request but the probes; null lets the request through. */
function shedding(retryAfterSeconds: number) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) return null;
    reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    return { code: 503, msg: SERVER_MESSAGES.busy, data: null };
  };
}

export async function registerOverloadShedding(app: FastifyInstance, limits: OverloadLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    ...(limits.sampleIntervalMs ? { sampleInterval: limits.sampleIntervalMs } : {}),
    // under-pressure sends what its handler returns and lets the request through on null
    // (handlePressure in its index.js); its types only say void.
    pressureHandler: shedding(limits.retryAfterSeconds) as unknown as PressureHandler,
  });
}
