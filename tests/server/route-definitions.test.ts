/**
 * Every /api route serves one definition (a member call of `API` with serve(), an operator call
 * of OPS_CALLS with serveOps()), and every definition has its route: a route wired by hand, or a
 * definition nobody serves, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { routesOf } from '../../server/http/answer-check.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

/** Routes that serve files, not calls: no envelope, so no definition. */
const FILE_ROUTES = new Set(['GET /api/uploads/:name']);

describe('route definitions', () => {
  it('gives every /api route a definition', () => {
    const without = routesOf(t.app)
      .filter((route) => route.url.startsWith('/api/') && !route.websocket && !route.call)
      .map((route) => key(route.method, route.url))
      .filter((route) => !FILE_ROUTES.has(route));
    expect(without).toEqual([]);
  });

  it('serves every definition at its method and path', () => {
    const served = new Set(routesOf(t.app).filter((route) => route.call).map((route) => key(route.method, route.url)));
    const definitions = [...Object.values(API), ...Object.values(OPS_CALLS)].map((d) => key(d.method, d.path));
    expect(definitions.filter((definition) => !served.has(definition))).toEqual([]);
  });
});
