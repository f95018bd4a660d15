/**
 * One view over every worker (WORKERS > 1). The primary holds prom-client's AggregatorRegistry:
 * it asks each worker for its registries over the cluster's IPC channel and combines them (sums,
 * or each metric's own `aggregator`). A scrape that reaches a worker on the app's port is passed
 * up to the primary the same way, so whichever worker answers, it answers for all of them.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { listenMetricsPort } from './port.ts';
import { metricsServed, type MetricsSettings } from './settings.ts';

const ASK = 'premia:metrics-ask';
const ANSWER = 'premia:metrics-answer';
/** prom-client gives up on a silent worker after 5 s; the worker waits a little longer for the primary's word. */
const ANSWER_TIMEOUT_MS = 6000;

interface Ask { type: typeof ASK; id: number }
interface Answer { type: typeof ANSWER; id: number; text?: string; error?: string }

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** The primary: answers workers' scrapes, and listens on METRICS_PORT when set. */
export async function serveClusterMetrics(settings: MetricsSettings): Promise<void> {
  if (!metricsServed(settings)) return;
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => reply(worker, { type: ANSWER, id: message.id, text }),
      (error: Error) => reply(worker, { type: ANSWER, id: message.id, error: error.message }),
    );
  });
  if (settings.port !== undefined) await listenMetricsPort(settings, () => aggregator.clusterMetrics());
}

/**
 * The asking worker may have died while its scrape was answered (a crash, a kill -9): the answer
 * goes nowhere. Without the callback, a send on the closed channel is an unhandled 'error' that
 * takes the primary, and every worker with it, down.
 */
function reply(worker: Worker, answer: Answer): void {
  if (!worker.isConnected()) return;
  worker.send(answer, () => undefined);
}

/** A worker: hands its registries to prom-client's listener, which answers the primary's requests. */
export function offerToPrimary(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // The constructor is what adds the worker's listener (prom-client's lib/cluster.js).
  new AggregatorRegistry();
}

let nextAsk = 0;
/** Scrapes waiting for the primary, by ask id: one listener for all of them (a listener each
 * passed Node's limit of 10 while the primary waited 5 s for a killed worker). */
const waiting = new Map<number, (error: Error | null, text?: string) => void>();

function onAnswer(message: unknown): void {
  if (isAnswer(message)) waiting.get(message.id)?.(message.error === undefined ? null : new Error(message.error), message.text);
}

/** A worker: the whole cluster's metrics, from the primary. */
export function askPrimary(): Promise<string> {
  const id = nextAsk++;
  if (waiting.size === 0) process.on('message', onAnswer);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('o processo principal não respondeu')), ANSWER_TIMEOUT_MS);
    function finish(error: Error | null, text = '') {
      clearTimeout(timer);
      waiting.delete(id);
      if (waiting.size === 0) process.off('message', onAnswer);
      if (error) reject(error);
      else resolve(text);
    }
    waiting.set(id, finish);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}
