/**
 * Request rate, errors and duration in one histogram: labelled by method, the route's pattern
 * (`/api/x/:id`, never the URL a client typed: its ids and queries would make a series each) and
 * the status class. Its `_count` is the request rate, `status_class="5xx"` the errors.
 */
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** A request no route took (a 404 of an unknown path, a request refused before routing). */
export const NO_ROUTE = 'sem_rota';

/** Seconds; the draws' p99 is tens of milliseconds (docs/scaling.md), a slow call seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function registerRequestHistogram(app: FastifyInstance, registry: Registry, skip: ReadonlySet<string>): void {
  const histogram = new Histogram({
    name: 'premia_http_request_duration_seconds',
    help: 'Duração das requisições, por método, rota (o padrão, não a URL) e classe de status',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  // One child per label set, found by a string key: observe() with a label object hashes it each time.
  const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    if (!skip.has(route)) {
      const status = statusClass(reply.statusCode);
      const key = `${request.method} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = histogram.labels({ method: request.method, route, status_class: status });
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    }
    done();
  });
}
