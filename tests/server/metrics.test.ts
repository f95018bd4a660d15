/**
 * /metrics (server/metrics/): refused without METRICS_TOKEN, else Prometheus's text format whose
 * figures move by exactly what members did (a registration and a draw, a rain's envelopes), and
 * whose gauges show a connected socket, the outbox's backlog and dead, a live rain's budget. With
 * neither a token nor a port it answers 404; METRICS_PORT serves it on a listener of its own.
 * docs/alerts.yml only uses metrics a real server exports. Redis (TEST_REDIS_URL, else the local
 * one) is only PINGed: without it the Redis gauges still exist, reporting it down.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parse } from 'yaml';
import { API } from '../../src/domain/contract/paths.ts';
import { GAME_POINT_SOURCE } from '../../src/domain/contract/reward-values.ts';
import { insertOutboxMessage } from '../../server/repositories/outbox.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod } from '../../server/repositories/markets.ts';
import type { MetricsSettings } from '../../server/metrics/settings.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { drawCall, grant, keyForKind, newKey, newPlayer } from './reward-flows.ts';
import { type Exposition, exportedNames, parsePrometheusText, valueOf } from './support/prometheus-text.ts';

const TOKEN = 'f3K9xQ2mV8rT1zL6wP4nB7cY0dH5jS2u';
const settings = (given: Partial<MetricsSettings>): MetricsSettings => ({ token: undefined, port: undefined, host: '127.0.0.1', ...given });

let t: TestApp;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  t = await createTestApp({ metrics: { settings: settings({ token: TOKEN }), role: 'process', redis } });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
});

async function scrape(app = t): Promise<Exposition> {
  const response = await app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.body);
}

/** How much `name{labels}` moved across `action`. */
async function moved(name: string, labels: Record<string, string>, action: () => Promise<unknown>): Promise<number> {
  const before = valueOf(await scrape(), name, labels);
  await action();
  return valueOf(await scrape(), name, labels) - before;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('/metrics on the app port, with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with another, in the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer outro-token' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, msg: expect.stringMatching(/^Token de métricas ausente ou inválido/), data: null });
    }
  });

  it('counts a registration and a draw exactly, by route pattern, and the points the draw credited', async () => {
    const before = await scrape();
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 1);
    const drawn = await drawCall(t, player, 'wheel', await keyForKind(t, player, 'wheel', 'points'));
    expect(drawn.status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(delta('premia_draws_total', { game: 'wheel' })).toBe(1);
    expect(delta('premia_draws_total')).toBe(1);
    const requests = (path: string) => delta('premia_http_request_duration_seconds_count', { method: 'POST', route: path, status_class: '2xx' });
    expect(requests(API.lotteryDraw.path)).toBe(1);
    expect(requests(API.register.path)).toBe(1);
    expect(requests(API.completeInfo.path)).toBe(1);
    // Every request is in the histogram, none twice: each bucket set ends in +Inf = _count.
    expect(valueOf(after, 'premia_http_request_duration_seconds_bucket', { route: API.lotteryDraw.path, le: '+Inf' })).toBe(valueOf(after, 'premia_http_request_duration_seconds_count', { route: API.lotteryDraw.path }));
    expect(delta('premia_points_credited_total', { source: GAME_POINT_SOURCE.wheel })).toBe(drawn.body.data.points_awarded);
    expect(drawn.body.data.points_awarded).toBeGreaterThan(0);
    // Scrapes are not requests of the app's, and no raw URL becomes a label.
    expect(after.samples.some((sample) => sample.labels.route === '/metrics')).toBe(false);
    expect(after.samples.filter((sample) => sample.labels.route !== undefined).every((sample) => !sample.labels.route!.includes('?'))).toBe(true);
  });

  it('labels a path no route takes as such, not by its URL', async () => {
    const count = await moved('premia_http_request_duration_seconds_count', { route: 'sem_rota', status_class: '4xx' }, () => t.get('/api/nada-aqui-12345'));
    expect(count).toBe(1);
    expect((await scrape()).samples.some((sample) => sample.labels.route?.includes('nada-aqui'))).toBe(false);
  });

  it('counts a connected socket while it is open', async () => {
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const visitor = await t.post(API.deviceToken.path, { device_id: `metricas-${newKey()}` });
    const before = valueOf(await scrape(), 'premia_websocket_connections');
    const socket = new WebSocket(`${base}/notifyws?user_id=${visitor.body.data.visitor_id}&isPwa=1`);
    await new Promise((resolve, reject) => {
      socket.once('message', resolve);
      socket.once('error', reject);
    });
    expect(valueOf(await scrape(), 'premia_websocket_connections')).toBe(before + 1);
    socket.close();
    await expect.poll(async () => valueOf(await scrape(), 'premia_websocket_connections')).toBe(before);
  });

  it("shows the outbox's backlog, its oldest message's age and its dead", async () => {
    const now = t.clock.now();
    const before = await scrape();
    await insertOutboxMessage(t.db, { channel: 'email', recipient: 'atrasado@exemplo.com.br', body: 'Seu código', createdAt: new Date(now.getTime() - 3_600_000) });
    await insertOutboxMessage(t.db, { channel: 'sms', recipient: '+5511900000000', body: 'Seu código', status: 'dead', lastError: 'recusado' });
    const after = await scrape();
    expect(valueOf(after, 'premia_outbox_pending_messages', { channel: 'email' }) - valueOf(before, 'premia_outbox_pending_messages', { channel: 'email' })).toBe(1);
    expect(valueOf(after, 'premia_outbox_dead_messages', { channel: 'sms' }) - valueOf(before, 'premia_outbox_dead_messages', { channel: 'sms' })).toBe(1);
    const age = valueOf(after, 'premia_outbox_oldest_pending_age_seconds', { channel: 'email' });
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3600 + 60);
  });

  it("shows a live rain's budget left, and counts its envelopes and their points", async () => {
    const now = t.clock.now();
    await clearPeriodsOfType(t.db, 2, now);
    const market = await firstMarketOfType(t.db, 2);
    const period = await insertPeriod(t.db, {
      marketId: market!.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 3_600_000), points: 2, envelopeCap: 10, pointsBudget: 100,
    });
    const labels = { period: String(period.id) };
    const before = await scrape();
    expect(valueOf(before, 'premia_rain_budget_points', labels)).toBe(100);
    expect(valueOf(before, 'premia_rain_budget_left_points', labels)).toBe(100);
    const player = await newPlayer(t);
    const claimed = await t.post(API.rainClaims.path, { period_id: period.id, envelope_keys: [newKey(), newKey(), newKey()] }, { token: player.token });
    expect(claimed.status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, 'premia_rain_budget_left_points', labels)).toBe(94);
    expect(valueOf(after, 'premia_rain_envelopes_claimed_total') - valueOf(before, 'premia_rain_envelopes_claimed_total')).toBe(3);
    expect(valueOf(after, 'premia_points_credited_total', { source: 'rain' }) - valueOf(before, 'premia_points_credited_total', { source: 'rain' })).toBe(6);
    // Over: no longer listed.
    t.clock.advance(2 * 3600);
    expect((await scrape()).samples.some((sample) => sample.labels.period === labels.period)).toBe(false);
  });

  it('exports every metric docs/alerts.yml alerts on', async () => {
    const alerts = parse(readFileSync('docs/alerts.yml', 'utf8')) as { groups: { name: string; rules: { alert: string; expr: string; labels?: { severity?: string }; annotations?: { summary?: string } }[] }[] };
    const rules = alerts.groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(7);
    const exported = exportedNames(await scrape());
    for (const rule of rules) {
      expect(rule.alert, rule.expr).toMatch(/^[A-Za-z0-9]+$/);
      expect(rule.labels?.severity, rule.alert).toMatch(/^(warning|critical)$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      const names = [...String(rule.expr).matchAll(/\bpremia_[a-z0-9_]+/g)].map((match) => match[0]);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${rule.alert}: ${name}`).toContain(name);
    }
  });
});

describe('/metrics without a token', () => {
  it('answers 404 with neither METRICS_TOKEN nor METRICS_PORT, never the app page', async () => {
    const bare = await createTestApp({ database: t.database, seed: false, metrics: { settings: settings({}), role: 'process' } });
    const response = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
    await bare.close();
  });

  it('is served on METRICS_PORT, and only there; with a token too, the port asks for it', async () => {
    const port = await freePort();
    const open = await createTestApp({ database: t.database, seed: false, metrics: { settings: settings({ port }), role: 'process' } });
    const served = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(served.status).toBe(200);
    expect(valueOf(parsePrometheusText(await served.text()), 'premia_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect((await fetch(`http://127.0.0.1:${port}/outra-coisa`)).status).toBe(404);
    expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await open.close();

    // Another port: fetch would try the closed server's kept-alive connection again.
    const other = await freePort();
    const both = await createTestApp({ database: t.database, seed: false, metrics: { settings: settings({ port: other, token: TOKEN }), role: 'process' } });
    expect((await fetch(`http://127.0.0.1:${other}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${other}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    await both.close();
  });
});
