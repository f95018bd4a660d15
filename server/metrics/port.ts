/**
 * METRICS_PORT: /metrics on a listener of its own (node:http, nothing else on it), bound to
 * METRICS_HOST. The one-process server opens it itself; with WORKERS > 1 the primary does and
 * answers with the whole cluster (metrics/cluster.ts).
 */
import { createServer, type Server } from 'node:http';
import { Registry } from 'prom-client';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { failure } from '../http/envelope.ts';
import { scrapeRefusal } from './access.ts';
import type { MetricsSettings } from './settings.ts';

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
const SCRAPE_FAILED = 'Falha ao coletar as métricas';

export async function listenMetricsPort(settings: MetricsSettings, scrape: () => Promise<string>): Promise<Server> {
  const server = createServer((request, response) => {
    const json = (status: number, msg: string) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(failure(status, msg)));
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return json(404, SERVER_MESSAGES.notFound);
    const refusal = scrapeRefusal(settings.token, request.headers.authorization);
    if (refusal) return json(401, refusal.msg);
    scrape().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => json(500, SCRAPE_FAILED),
    );
    return undefined;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return server;
}
