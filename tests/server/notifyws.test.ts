/**
 * The notifyws socket: the spec's query, the install recorded once, station message
 * events for the right member only, the heartbeat dropping a dead peer, and an event published
 * by one server instance reaching a socket held by another on the same database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API } from '../../src/domain/contract/paths.ts';
import { openDatabase } from '../../server/db/client.ts';
import { appInstalls } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp, type TestDatabase } from './helpers.ts';
import { decide, newSaver, withdrawCall } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
let t: TestApp;
let base: string;

async function listen(app: TestApp): Promise<string> {
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

beforeAll(async () => {
  t = await createTestApp({ heartbeatMs: 150 });
  base = await listen(t);
});
afterAll(() => t.close());

async function newVisitor(app = t, device = `notify-${Math.random().toString(36).slice(2)}`): Promise<string> {
  const res = await app.post(API.deviceToken.path, { device_id: device });
  return String(res.body.data.visitor_id);
}

interface Client {
  socket: WebSocket;
  events: Array<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

function connect(url: string, query: string): Promise<Client> {
  const socket = new WebSocket(`${url}/notifyws?${query}`);
  const events: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as Record<string, unknown>);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const client: Client = {
    socket,
    events,
    closed,
    next(type, timeoutMs = 3000) {
      const seen = events.length;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event`)), timeoutMs);
        const check = () => {
          const found = events.slice(seen).find((e) => e.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(client));
    void client.next('ready').then(() => resolve(client), () => resolve(client));
  });
}

async function authed(url: string, visitor: string, token: string): Promise<Client> {
  const client = await connect(url, `user_id=${visitor}&isPwa=2`);
  const answer = client.next('auth');
  client.socket.send(JSON.stringify({ type: 'auth', token }));
  expect((await answer).ok).toBe(true);
  return client;
}

const quiet = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the query', () => {
  it("accepts the spec's query and refuses a bad one with 1008 and a Portuguese reason", async () => {
    const visitor = await newVisitor();
    const good = await connect(base, `user_id=${visitor}&isPwa=2&channel=promo_2024-x`);
    expect(good.events[0]).toEqual({ type: 'ready' });
    good.socket.close();
    for (const query of ['isPwa=1', `user_id=abc&isPwa=1`, `user_id=${visitor}&isPwa=3`, `user_id=${visitor}&isPwa=1&channel=${'x'.repeat(65)}`, `user_id=${visitor}&isPwa=1&channel=a%20b`]) {
      const bad = await connect(base, query);
      expect(await bad.closed).toEqual({ code: 1008, reason: 'Parâmetros de conexão inválidos' });
    }
    const unknown = await connect(base, 'user_id=999999999&isPwa=1');
    expect((await unknown.closed).code).toBe(1008);
  });

  it('records the install once per visitor and display mode', async () => {
    const visitor = await newVisitor();
    for (let i = 0; i < 3; i += 1) {
      const client = await connect(base, `user_id=${visitor}&isPwa=2&channel=loja`);
      client.socket.close();
      await client.closed;
    }
    const rows = await t.db.select().from(appInstalls).where(eq(appInstalls.visitorId, Number(visitor)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isPwa: 2, channel: 'loja', userId: null });
    expect(rows[0]!.lastSeenAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.firstSeenAt!.getTime());
  });
});

describe('events', () => {
  it('a withdrawal decision reaches its member only; a broadcast every member but no visitor', async () => {
    const saver = await newSaver(t, 2_000);
    const other = await newSaver(t, 0);
    const mine = await authed(base, await newVisitor(), saver.token);
    const theirs = await authed(base, await newVisitor(), other.token);
    const visitor = await connect(base, `user_id=${await newVisitor()}&isPwa=1`);
    const rows = await t.db.select().from(appInstalls).where(eq(appInstalls.userId, saver.id));
    expect(rows).toHaveLength(1);

    const id = (await withdrawCall(t, saver, { amount: 10 })).body.data.id as number;
    const message = mine.next('message');
    const review = mine.next('review');
    await decide(t, id, 'approve', 'Pago');
    expect(await message).toEqual({ type: 'message' });
    expect(await review).toEqual({ type: 'review', kind: 'withdrawal' });
    await quiet();
    expect(theirs.events.filter((e) => e.type === 'message' || e.type === 'review')).toEqual([]);
    expect(visitor.events.filter((e) => e.type === 'message')).toEqual([]);

    const both = [mine.next('message'), theirs.next('message')];
    await t.post(OPS_CALLS.broadcastMessage.path, { title: 'Aviso', body: 'Corpo' }, ops);
    await Promise.all(both);
    await quiet();
    expect(visitor.events.filter((e) => e.type === 'message')).toEqual([]);
    for (const c of [mine, theirs, visitor]) c.socket.close();
  });

  it('a market change reaches every socket, visitors included', async () => {
    const visitor = await connect(base, `user_id=${await newVisitor()}&isPwa=1`);
    const market = visitor.next('market');
    const res = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 60, duration: 60, points: 10, envelope_cap: 5 }, ops);
    expect(res.status).toBe(200);
    expect(await market).toEqual({ type: 'market' });
    visitor.socket.close();
  });
});

describe('heartbeat', () => {
  it('terminates a peer that stops answering pings', async () => {
    const visitor = Number(await newVisitor());
    const client = await connect(base, `user_id=${visitor}&isPwa=1`);
    expect([...t.app.realtime.peers].some((p) => p.visitorId === visitor)).toBe(true);
    // A peer that never answers: ws answers pings automatically, so take the pong away.
    (client.socket as unknown as { pong: () => void }).pong = () => {};
    const closed = await client.closed;
    expect(closed.code).toBe(1006);
    expect([...t.app.realtime.peers].some((p) => p.visitorId === visitor)).toBe(false);
  });
});

describe('two server instances on one database', () => {
  let other: TestApp;
  let otherBase: string;
  let extra: TestDatabase | undefined;
  beforeAll(async () => {
    // On PostgreSQL the second instance gets its own connections, as a second process would.
    const url = t.database.url;
    if (url) {
      const handle = await openDatabase({ databaseUrl: url });
      extra = { ...handle, dispose: () => handle.close() };
    }
    other = await createTestApp({ database: extra ?? t.database, seed: false });
    otherBase = await listen(other);
  });
  afterAll(async () => {
    await other.close();
    await extra?.dispose();
  });

  it('an event published by one instance reaches a socket on the other', async () => {
    const saver = await newSaver(t, 2_000);
    const onOther = await authed(otherBase, await newVisitor(other), saver.token);
    const id = (await withdrawCall(t, saver, { amount: 10 })).body.data.id as number;
    const message = onOther.next('message');
    await decide(t, id, 'reject', 'Dados incorretos');
    expect(await message).toEqual({ type: 'message' });
    onOther.socket.close();
  });
});
