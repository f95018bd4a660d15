/**
 * The figures read when Prometheus scrapes, not kept between scrapes: sockets held, the database
 * connections' use, Redis's round trip, the outbox's backlog and dead, each live rain's budget.
 * In a cluster every worker reads them and the primary combines them (metrics/cluster.ts): what
 * a process holds is summed; what the database or Redis answers is the same for all, so the
 * cluster shows one worker's answer (`max`, or `min` where the low value is the alarming one).
 */
import type { Redis } from 'ioredis';
import { type Aggregator, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { poolUsageOf } from '../db/pool-usage.ts';
import type { Hub } from '../realtime/hub.ts';
import { budgetedRainsAround, deadOutbox, unsentOutbox } from '../repositories/metrics.ts';
import { isLiveOccurrence, occurrenceOf } from '../services/promo-schedule.ts';

export interface GaugeSources {
  db: Database;
  now: () => Date;
  /** The process's sockets (realtime/hub.ts), once registered. */
  hub: () => Hub | undefined;
  redis?: Redis;
}

const CHANNELS = ['sms', 'email'] as const;
const REDIS_TIMEOUT_MS = 1000;

/**
 * One reading shared by the gauges that show parts of it: a scrape asks every gauge in one
 * synchronous loop (prom-client's registry), so the first ask runs the read and the others of
 * the same scrape get its promise; once it settles, the next scrape reads afresh.
 */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const reading = read();
      pending = reading;
      const forget = () => {
        if (pending === reading) pending = null;
      };
      reading.then(forget, forget);
    }
    return pending;
  };
}

type Labelled = Record<string, string>;
type Reading = { labels?: Labelled; value: number }[];

/** A gauge whose values are all replaced by `read` at each scrape. */
function scrapedGauge(registry: Registry, name: string, help: string, aggregator: Aggregator, labelNames: string[], read: () => Promise<Reading> | Reading): void {
  new Gauge({
    name, help, aggregator, labelNames, registers: [registry],
    async collect() {
      const values = await read();
      this.reset();
      for (const { labels, value } of values) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

function registerSocketGauges(registry: Registry, sources: GaugeSources): void {
  scrapedGauge(registry, 'premia_websocket_connections', 'Sockets /notifyws abertos', 'sum', [], () => [{ value: sources.hub()?.peers.size ?? 0 }]);
  scrapedGauge(registry, 'premia_websocket_members', 'Membros com ao menos um socket aberto (por processo, somados)', 'sum', [], () => [{ value: sources.hub()?.membersOnline() ?? 0 }]);
}

function registerPoolGauges(registry: Registry, sources: GaugeSources): void {
  const usage = () => poolUsageOf(sources.db) ?? { max: 0, inUse: 0, waiting: 0 };
  scrapedGauge(registry, 'premia_db_pool_max_connections', 'Conexões que o processo pode abrir (DATABASE_POOL; 1 no PGlite)', 'sum', [], () => [{ value: usage().max }]);
  scrapedGauge(registry, 'premia_db_pool_in_use_connections', 'Conexões presas por uma transação agora', 'sum', [], () => [{ value: usage().inUse }]);
  scrapedGauge(registry, 'premia_db_pool_waiting_transactions', 'Transações esperando uma conexão', 'sum', [], () => [{ value: usage().waiting }]);
}

function registerRedisGauges(registry: Registry, redis: Redis): void {
  const probe = perScrape(async () => {
    const started = performance.now();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), REDIS_TIMEOUT_MS).unref());
    try {
      await Promise.race([redis.ping(), timeout]);
      return (performance.now() - started) / 1000;
    } catch {
      return null;
    }
  });
  // Down: no round trip to show (NaN), and premia_redis_up 0.
  scrapedGauge(registry, 'premia_redis_ping_seconds', 'Ida e volta de um PING ao Redis, medida na coleta', 'max', [], async () => [{ value: (await probe()) ?? Number.NaN }]);
  scrapedGauge(registry, 'premia_redis_up', '1 quando o Redis respondeu ao PING da coleta', 'min', [], async () => [{ value: (await probe()) === null ? 0 : 1 }]);
}

function registerOutboxGauges(registry: Registry, sources: GaugeSources): void {
  const unsent = perScrape(() => unsentOutbox(sources.db));
  const byChannel = <T extends { channel: string }>(rows: T[], value: (row: T | undefined) => number): Reading =>
    CHANNELS.map((channel) => ({ labels: { channel }, value: value(rows.find((row) => row.channel === channel)) }));
  scrapedGauge(registry, 'premia_outbox_pending_messages', 'Mensagens ainda não enviadas (pending, failed esperando nova tentativa, sending)', 'max', ['channel'], async () =>
    byChannel(await unsent(), (row) => row?.count ?? 0));
  scrapedGauge(registry, 'premia_outbox_oldest_pending_age_seconds', 'Idade da mensagem não enviada mais antiga; 0 sem nenhuma', 'max', ['channel'], async () => {
    const now = sources.now().getTime();
    return byChannel(await unsent(), (row) => (row?.oldest ? Math.max(0, (now - row.oldest.getTime()) / 1000) : 0));
  });
  scrapedGauge(registry, 'premia_outbox_dead_messages', 'Mensagens desistidas (dead), à espera de um operador', 'max', ['channel'], async () =>
    byChannel(await deadOutbox(sources.db), (row) => row?.count ?? 0));
}

function registerRainGauges(registry: Registry, sources: GaugeSources): void {
  const live = perScrape(async () => {
    const now = sources.now();
    return (await budgetedRainsAround(sources.db, now)).flatMap((period) => {
      const rain = occurrenceOf(period, now);
      if (!rain || !isLiveOccurrence(rain, now) || period.pointsBudget === null) return [];
      // The counter belongs to the rain that began at paid_since; a new rain of the period starts at 0 (repositories/markets.ts).
      const paid = period.paidSince?.getTime() === rain.start.getTime() ? period.pointsPaid : 0;
      return [{ labels: { period: String(period.id) }, budget: period.pointsBudget, left: period.pointsBudget - paid }];
    });
  });
  scrapedGauge(registry, 'premia_rain_budget_points', 'Orçamento de pontos de cada chuva ao vivo, por período', 'max', ['period'], async () =>
    (await live()).map((rain) => ({ labels: rain.labels, value: rain.budget })));
  // The cluster takes the smallest `left`: a worker that read a moment later saw the truer, lower figure.
  scrapedGauge(registry, 'premia_rain_budget_left_points', 'Pontos que ainda restam no orçamento de cada chuva ao vivo, por período', 'min', ['period'], async () =>
    (await live()).map((rain) => ({ labels: rain.labels, value: rain.left })));
}

export function registerScrapedGauges(registry: Registry, sources: GaugeSources): void {
  registerSocketGauges(registry, sources);
  registerPoolGauges(registry, sources);
  if (sources.redis) registerRedisGauges(registry, sources.redis);
  registerOutboxGauges(registry, sources);
  registerRainGauges(registry, sources);
}
