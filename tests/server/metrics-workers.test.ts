/**
 * /metrics with WORKERS=2 on PostgreSQL and Redis: one view over both processes. Requests spread
 * over both workers (a new connection each: the cluster hands them out in turn), and the scrape,
 * through the app's port (a worker asks the primary) or METRICS_PORT (the primary itself), counts
 * them all once: the sum over the workers. Each worker's pool is in it too (2 × DATABASE_POOL).
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set, like workers.test.ts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './helpers.ts';
import { parsePrometheusText, valueOf } from './support/prometheus-text.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);
const TOKEN = 'Wq7Lm2Xc9Rv4Tn8Bz1Kd6Hs3Pf5Gj0Ya';
const POOL = 3;
const REQUESTS = 20;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A GET on a connection of its own, so the cluster hands the requests to both workers. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    // A connection the cluster handed to a worker killed meanwhile may never be answered.
    req.setTimeout(10_000, () => req.destroy(new Error('sem resposta em 10 s')));
    req.end();
  });
}

describe.runIf(enabled)('/metrics over two worker processes', () => {
  let database: TestDatabase;
  let server: ChildProcess;
  let port: number;
  let metricsPort: number;
  let output = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    port = await freePort();
    metricsPort = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, WORKERS: '2', DATABASE_URL: database.url, DATABASE_POOL: String(POOL), REDIS_URL: redisUrl,
        REDIS_PREFIX: `premia-test-${randomBytes(4).toString('hex')}-`, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '',
        OPS_SECRET: 'metrics-workers-test', METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    server.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const started = Date.now();
    while (!output.includes('pronto') && Date.now() - started < 60_000 && server.exitCode === null) await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('2 processos');
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database.dispose();
  });

  it('counts every request of both workers once, through either door', async () => {
    // Just started on a shared machine, a worker may shed a request (503, http/overload.ts): counted too, under 5xx.
    const statuses: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) statuses.push((await get(port, '/healthz')).status);
    const answered = (range: string) => statuses.filter((status) => `${Math.floor(status / 100)}xx` === range).length;

    const refused = await get(port, '/metrics');
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 401, data: null });

    const throughWorker = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(throughWorker.status).toBe(200);
    const throughPrimary = await get(metricsPort, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(throughPrimary.status).toBe(200);
    for (const text of [throughWorker.body, throughPrimary.body]) {
      const scraped = parsePrometheusText(text);
      expect(valueOf(scraped, 'premia_http_request_duration_seconds_count', { method: 'GET', route: '/healthz' })).toBe(REQUESTS);
      for (const range of ['2xx', '5xx']) {
        expect(valueOf(scraped, 'premia_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: range })).toBe(answered(range));
      }
      // Both workers answered the primary: their pools add up.
      expect(valueOf(scraped, 'premia_db_pool_max_connections')).toBe(2 * POOL);
      // What both read from the same database is shown once, not doubled.
      expect(valueOf(scraped, 'premia_outbox_pending_messages', { channel: 'sms' })).toBe(0);
      expect(valueOf(scraped, 'premia_redis_up')).toBe(1);
    }
  }, 30_000);

  it('keeps serving when a worker is killed while scrapes it asked for are being answered', async () => {
    // The primary's node children (tsx also starts an esbuild service beside them).
    const workers = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(server.pid)]).toString().trim().split('\n')
      .map((line) => line.trim().split(/\s+/)).filter(([, command]) => command === 'node').map(([pid]) => Number(pid));
    expect(workers).toHaveLength(2);
    const auth = { authorization: `Bearer ${TOKEN}` };
    const until = Date.now() + 1_500;
    // Scrapes without a pause through the app's port, so the killed worker has some in flight.
    const loops = Array.from({ length: 8 }, async () => {
      while (Date.now() < until) await get(port, '/metrics', auth).catch(() => null);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(workers[0]!, 'SIGKILL');
    await Promise.all(loops);
    // prom-client waits 5 s for the dead worker before the primary answers the asks it had sent.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(server.exitCode, output.slice(-2_000)).toBeNull();
    expect((await get(metricsPort, '/metrics', auth)).status).toBe(200);
    expect((await get(port, '/healthz')).status).toBe(200);
  }, 45_000);
});
