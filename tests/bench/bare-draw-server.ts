/**
 * A baseline for `npm run bench:draws` on PostgreSQL: the least a Node server can do
 * per draw on this machine. node:http (no Fastify), the same driver (postgres.js), the draw's two
 * statements of pgbench-draws.ts with no validation, no session lookup, no fairness proof and no
 * framework, in WORKERS processes (node:cluster) like server/main.ts. What the app reaches is then
 * judged against what bare Node + PostgreSQL reach on the same cores.
 *
 * Env: DATABASE_URL, PORT, WORKERS, PRIZE_ID, MEMBERS (JSON: bearer token → member id).
 */
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { resolveDatabasePool } from '../../server/config.ts';
import { drawStatements } from './pgbench-draws.ts';

const workers = Number(process.env.WORKERS ?? 1);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  serve();
}

function serve(): void {
  // The app's pool (server/db/client.ts), so the baseline differs from it by the app's code only.
  const sql = connectPostgres(process.env.DATABASE_URL!, { max: resolveDatabasePool(process.env) });
  const members = new Map(Object.entries(JSON.parse(process.env.MEMBERS ?? '{}') as Record<string, number>));
  const { read, write } = drawStatements('$1::bigint', Number(process.env.PRIZE_ID));

  const draw = async (request: IncomingMessage, response: ServerResponse) => {
    const member = members.get((request.headers.authorization ?? '').slice('Bearer '.length));
    let text = '';
    for await (const chunk of request) text += String(chunk);
    JSON.parse(text);
    if (member === undefined) return send(response, 401, { code: 401, msg: 'Faça login para continuar', data: null });
    await sql.unsafe(read, [member], { prepare: true });
    const [row] = await sql.unsafe(write, [member], { prepare: true });
    send(response, row ? 200 : 400, { code: row ? 0 : 400, msg: row ? 'Sucesso' : 'Sem chances', data: row ?? null });
  };

  createServer((request, response) => {
    if (request.url === '/readyz') return send(response, 200, { ok: true });
    draw(request, response).catch((error: unknown) => send(response, 500, { code: 500, msg: String(error), data: null }));
  }).listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}
