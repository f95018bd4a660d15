import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from './helpers.ts';

let t: TestApp;
let shuttingDown = false;
beforeAll(async () => {
  t = await createTestApp({ isShuttingDown: () => shuttingDown });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is not ready while draining on SIGTERM', async () => {
    shuttingDown = true;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    shuttingDown = false;
  });

  it('is not ready when the database is gone', async () => {
    const database = await openTestDatabase();
    const lonely = await createTestApp({ database, seed: false });
    await database.dispose();
    expect((await lonely.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await lonely.app.close();
  });
});
