/**
 * WORKERS=2 on PostgreSQL and Redis: two processes serve one port and share the per-IP
 * limits through Redis, so 40 calls from one address get exactly the limit, not twice it; a
 * broadcast reaches member sockets held by both processes and no visitor's; SIGTERM
 * drains both. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API } from '../../src/domain/contract/paths.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/context.ts';
import { openMemberSession } from '../../server/repositories/sessions.ts';
import { insertUser } from '../../server/repositories/users.ts';
import { openTestDatabase, type TestDatabase } from './helpers.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A socket on its own connection, with every event it receives. */
async function socketOf(port: number, visitorId: string, token: string | null): Promise<{ socket: WebSocket; events: string[] }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/notifyws?user_id=${visitorId}&isPwa=1`);
  const events: string[] = [];
  socket.on('message', (data) => events.push(String((JSON.parse(String(data)) as { type: string }).type)));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', () => events.includes('ready') && resolve());
  });
  if (token) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    await expect.poll(() => events.includes('auth')).toBe(true);
  }
  return { socket, events };
}

/** A POST on a new connection each time, so the cluster hands calls to both workers. */
function post(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe.runIf(enabled)('two worker processes', () => {
  let database: TestDatabase;
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, WORKERS: '2', DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: `premia-test-${randomBytes(4).toString('hex')}-`,
        PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '', OPS_SECRET: 'workers-test', RATE_LIMIT_FACTOR: '1',
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

  it('serves one port from two processes', () => {
    // tsx's esbuild helper is a child too: count the node processes.
    const children = execFileSync('ps', ['-o', 'comm=', '--ppid', String(server.pid)]).toString().trim().split('\n');
    expect(children.filter((name) => name.trim() === 'node')).toHaveLength(2);
  });

  it('counts a per-IP limit once across both processes', async () => {
    const limit = DEFAULT_RATE_LIMITS.updateIp.max;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i += 1) statuses.push(await post(port, API.updateIp.path));
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 30_000);

  it('delivers a broadcast to member sockets on both processes, never to a visitor socket', async () => {
    const device = await fetch(`http://127.0.0.1:${port}${API.deviceToken.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device_id: 'workers-socket-device' }),
    });
    const visitorId = String(((await device.json()) as { data: { visitor_id: number } }).data.visitor_id);
    const token = await database.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: `ws${randomBytes(3).toString('hex')}`, passwordHash: 'no-login', phone: `7${Date.now().toString().slice(-10)}`,
        email: `ws${randomBytes(3).toString('hex')}@exemplo.com.br`, nickname: 'Sócio',
      });
      return (await openMemberSession(tx, { userId: user.id, visitorId: null }, new Date(), 15 * 60_000)).token;
    });
    // Six connections: the cluster hands new connections to the workers in turn, so each holds some.
    const members: Array<Awaited<ReturnType<typeof socketOf>>> = [];
    for (let i = 0; i < 4; i += 1) members.push(await socketOf(port, visitorId, token));
    const visitors = [await socketOf(port, visitorId, null), await socketOf(port, visitorId, null)];
    const sent = await fetch(`http://127.0.0.1:${port}${OPS_CALLS.broadcastMessage.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-ops-secret': 'workers-test' }, body: JSON.stringify({ title: 'Para todos', body: 'Olá' }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => members.filter((m) => m.events.includes('message')).length, { timeout: 5_000 }).toBe(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(visitors.filter((v) => v.events.includes('message'))).toHaveLength(0);
    for (const client of [...members, ...visitors]) client.socket.close();
  }, 30_000);

  it('drains and exits on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);
});
