/**
 * Tracing when asked (server/tracing): with OTEL_EXPORTER_OTLP_ENDPOINT set before the app is
 * built, a member's draw is exported over OTLP/HTTP to a collector — here a plain node:http
 * receiver on a random port, JSON encoding (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) so the test
 * reads it — as a trace whose root span is the draw's request (route pattern, status 200), with
 * the draw's SQL statements as child spans of the same trace, their text without values; and the
 * request's log line carries that trace id. With TEST_REDIS_URL, the per-IP limits' Redis
 * commands are spans of their requests' traces too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { startTracing, type Tracing } from '../../server/tracing/start.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { drawCall, grant, newPlayer } from './reward-flows.ts';

interface OtlpValue { stringValue?: string; intValue?: string | number }
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpRequest {
  resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: OtlpValue }> }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

/** A collector's OTLP/HTTP traces endpoint, keeping what it receives. */
function otlpReceiver() {
  const requests: OtlpRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') requests.push(JSON.parse(body) as OtlpRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const spans = () => requests.flatMap((r) => r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans)));
  const resources = () => requests.flatMap((r) => r.resourceSpans.map((rs) => rs.resource));
  return { server, spans, resources };
}

const attribute = (span: { attributes: OtlpSpan['attributes'] }, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const TRACING_ENV = { OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: undefined, OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=teste' };

describe('tracing, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  const receiver = otlpReceiver();
  const logLines: string[] = [];
  const saved: Record<string, string | undefined> = {};
  const redisUrl = process.env.TEST_REDIS_URL;
  let redis: Redis | undefined;
  let tracing: Tracing | undefined;
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const env = { ...TRACING_ENV, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}` };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    tracing = await startTracing();
    redis = redisUrl ? new Redis(redisUrl) : undefined;
    t = await createTestApp({
      logger: true,
      logStream: { write: (line) => void logLines.push(line) },
      accessLogSample: 1,
      ...(redis ? { redis: { client: redis, prefix: `premia-test-${randomBytes(4).toString('hex')}-` } } : {}),
    });
  });

  afterAll(async () => {
    await t?.close();
    await tracing?.shutdown();
    redis?.disconnect();
    await new Promise<void>((resolve) => (receiver.server as Server).close(() => resolve()));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('exports the draw as a trace: the request at its root, the SQL statements under it, the trace id in its log line', async () => {
    expect(tracing).toBeDefined();
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 1);
    const drawn = await drawCall(t, player, 'wheel');
    expect(drawn.status).toBe(200);
    await tracing!.flush();

    const spans = receiver.spans();
    const root = spans.find((s) => attribute(s, 'http.route') === API.lotteryDraw.path && !s.parentSpanId);
    expect(root, 'a root span for the draw request').toBeDefined();
    expect(root!.name).toBe(`POST ${API.lotteryDraw.path}`);
    expect(attribute(root!, 'http.response.status_code')).toBe(200);
    expect(root!.kind).toBe(2); // SERVER

    const inTrace = spans.filter((s) => s.traceId === root!.traceId);
    const statements = inTrace.filter((s) => attribute(s, 'db.system.name') === 'postgresql');
    expect(statements.length, 'SQL spans in the draw trace').toBeGreaterThanOrEqual(2);
    const ids = new Set(inTrace.map((s) => s.spanId));
    for (const statement of statements) {
      expect(statement.kind).toBe(3); // CLIENT
      expect(ids.has(statement.parentSpanId ?? ''), 'its parent is in the same trace').toBe(true);
      const text = String(attribute(statement, 'db.query.text') ?? '');
      expect(text.length).toBeGreaterThan(0);
      expect(text, 'statement text, never its values').not.toContain(player.token);
    }
    // The draw's write (the draw recorded) is there, with placeholders.
    expect(statements.some((s) => /insert into "draws"/i.test(String(attribute(s, 'db.query.text'))))).toBe(true);

    const resource = receiver.resources()[0]!;
    expect(attribute(resource, 'service.name')).toBe('premia');
    expect(attribute(resource, 'deployment.environment.name')).toBe('teste');

    const drawLine = logLines.map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request' && line.url === API.lotteryDraw.path);
    expect(drawLine, 'the draw request logged').toBeDefined();
    expect(drawLine!.trace_id).toBe(root!.traceId);
  });

  it.runIf(redisUrl)('puts the per-IP limits\' Redis commands under their request', async () => {
    await newPlayer(t);
    await tracing!.flush();
    const spans = receiver.spans();
    const commands = spans.filter((s) => attribute(s, 'db.system.name') === 'redis');
    expect(commands.length).toBeGreaterThan(0);
    const roots = new Set(spans.filter((s) => !s.parentSpanId && attribute(s, 'http.route')).map((s) => s.traceId));
    for (const command of commands) expect(roots.has(command.traceId)).toBe(true);
  });

  it('keeps health probes and statements outside a request out of the traces', async () => {
    const before = receiver.spans().length;
    expect((await t.get('/healthz')).status).toBe(200);
    await t.db.execute('select 1');
    await tracing!.flush();
    expect(receiver.spans().slice(before)).toEqual([]);
  });
});
