/**
 * `/healthz`: the process answers. `/readyz`: it can serve, i.e. the database answers within a
 * second and the process is not shutting down; a load balancer stops sending to it otherwise.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';

const READY_TIMEOUT_MS = 1000;

export function registerHealthRoutes(app: FastifyInstance, db: Executor, isShuttingDown: () => boolean): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (isShuttingDown()) return reply.status(503).send({ status: 'encerrando' });
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref());
    const answered = await Promise.race([db.execute(sql`select 1`).then(() => true, () => false), timeout]);
    return answered ? { status: 'ok' } : reply.status(503).send({ status: 'banco de dados indisponível' });
  });
}
