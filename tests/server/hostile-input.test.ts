/**
 * Every registered route, tried from outside with what no form sends (a body that is
 * not an object, text/plain, NUL characters in every field, query and path), by an anonymous
 * caller, a visitor and a member holding the operator secret. No answer may be a 5xx, every 400
 * speaks Portuguese, and the database is exactly as it was.
 */
import { eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../src/domain/contract/index.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import * as schema from '../../server/db/schema.ts';
import { newMemberForm, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';

let t: TestApp;
let visitorToken: string;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const visitor = await t.post(contract.API.deviceToken.path, { device_id: 'hostile-device-0001' });
  visitorToken = visitor.body.data.token;
  memberToken = (await registerMember(t)).token;
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST';
  url: string;
}

/**
 * Every route the app registered, read from Fastify's own tree, so a route added later is
 * walked without touching this test. Lines look like `│   └── /decide (POST)`: four characters
 * per level, a child's segment continues its parent's path.
 */
function registeredRoutes(app: TestApp['app']): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    for (const method of match[3]!.split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push({ method, url: path });
    }
  }
  return routes;
}

/** Field names of every request schema of the contract, plus the operator calls' fields. */
function knownFieldNames(): string[] {
  const names = new Set(['recipient', 'name', 'content', 'status', 'remark', 'reason', 'key', 'code', 'decision', 'game', 'queue', 'configs', 'configs[]']);
  const collect = (value: unknown): void => {
    const def = (value as { def?: { type?: string; shape?: Record<string, unknown>; options?: unknown[] } } | null)?.def;
    if (def?.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) names.add(key);
    if (def?.type === 'union' && def.options) def.options.forEach(collect);
  };
  Object.values(contract).forEach((value) => collect(value as z.ZodType));
  return [...names];
}

const NUL = '\u0000';
const everyFieldNul = () => Object.fromEntries([...knownFieldNames().map((name) => [name, NUL]), [NUL, NUL], ['nested', { deeper: [NUL] }]]);

interface Probe {
  name: string;
  contentType: string;
  payload?: string;
  query?: string;
}

const probes = (): Probe[] => [
  { name: 'a JSON array', contentType: 'application/json', payload: '[]' },
  { name: 'a JSON number', contentType: 'application/json', payload: '0' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"x"' },
  { name: 'null', contentType: 'application/json', payload: 'null' },
  { name: 'a text/plain body', contentType: 'text/plain', payload: 'x' },
  { name: 'NUL in every field', contentType: 'application/json', payload: JSON.stringify(everyFieldNul()) },
  {
    name: 'NUL in every query field',
    contentType: 'application/json',
    query: knownFieldNames()
      .map((name) => `${encodeURIComponent(name)}=%00`)
      .join('&'),
  },
];

const callers = () => [
  { name: 'anonymous', headers: {} },
  { name: 'visitor', headers: { authorization: `Bearer ${visitorToken}` } },
  { name: 'member and operator', headers: { authorization: `Bearer ${memberToken}`, 'x-ops-secret': OPS_SECRET } },
];

/** Words of zod's and Fastify's English messages; none may reach a member. */
const ENGLISH = /\b(invalid|expected|received|required|must|should|unexpected|too (big|small)|input|string|number|object|array|body|error)\b/i;

/** Every row of every table, so an update shows as well as an insert. */
async function databaseSnapshot(): Promise<string> {
  const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as Array<[string, PgTable]>;
  const parts: string[] = [];
  for (const [name, table] of tables.sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await t.db.select().from(table);
    parts.push(`${name}:${JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`);
  }
  return parts.join('\n');
}

describe('every route against hostile input', () => {
  it('finds the routes from Fastify (operator calls included)', () => {
    const urls = registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/auth/serchUser');
    expect(urls).toContain('GET /api/ads-and-configs');
    expect(urls).toContain('POST /api/ops/reviews/:queue/decide');
    expect(urls.length).toBeGreaterThanOrEqual(Object.keys(contract.API).length + Object.keys(OPS_CALLS).length);
  });

  it('answers no 5xx, refuses in Portuguese and changes nothing', async () => {
    const before = await databaseSnapshot();
    const failures: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      for (const probe of probes()) {
        for (const caller of callers()) {
          // A path parameter gets the NUL too (`/api/ops/reviews/%00`).
          const path = route.url.replace(/:[A-Za-z_]+/g, '%00');
          const response = await t.app.inject({
            method: route.method,
            url: probe.query ? `${path}?${probe.query}` : path,
            headers: { ...caller.headers, 'content-type': probe.contentType },
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
          const what = `${route.method} ${route.url} with ${probe.name} as ${caller.name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          if (response.statusCode >= 500) failures.push(what);
          if (response.statusCode === 400) {
            const msg = (response.json() as { msg?: unknown }).msg;
            if (typeof msg !== 'string' || msg === '' || ENGLISH.test(msg)) failures.push(what);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseSnapshot()).toBe(before);
  }, 120_000);
});

const asOperator = { headers: { 'x-ops-secret': OPS_SECRET } };

describe('NUL in one field of an otherwise valid request', () => {
  const withNul = (text: string) => `${text.slice(0, 2)}${NUL}${text.slice(2)}`;

  it.each([
    ['serchUser account', 'POST', contract.API.searchUser.path, { account: withNul('demo2026') }],
    ['forgetPassword account', 'POST', contract.API.forgetPassword.path, { account: withNul('demo2026'), method: 'sms', code: '123456', password: 'Senha2026', confirm_password: 'Senha2026' }],
    ['login captcha_id', 'POST', contract.API.login.path, { username: 'demo2026', password: 'Premia2026', captcha_id: withNul('abcdef'), captcha_x: 10 }],
    ['nickname', 'POST', contract.API.updateProfile.path, { nickname: withNul('Maria') }],
    ['wallet account', 'POST', contract.API.bindAccount.path, { account: withNul('chave-pix'), phone_last4: '0000' }],
    ['redeem code', 'POST', contract.API.redeemCode.path, { code: withNul('PREMIA50') }],
    ['tracking script name', 'POST', OPS_CALLS.addTrackingScript.path, { name: withNul('script'), content: 'x' }],
    ['tracking script content', 'POST', OPS_CALLS.addTrackingScript.path, { name: 'script', content: withNul('console.log(1)') }],
    ['credit reason', 'POST', OPS_CALLS.creditPoints.path, { user_id: 1, amount: 1, reason: withNul('Bônus'), key: 'k1' }],
    ['credit key', 'POST', OPS_CALLS.creditPoints.path, { user_id: 1, amount: 1, reason: 'Bônus', key: withNul('k1') }],
    ['chances reason', 'POST', OPS_CALLS.grantChances.path, { user_id: 1, game: 'wheel', amount: 1, reason: withNul('Bônus') }],
    ['chances key', 'POST', OPS_CALLS.grantChances.path, { user_id: 1, game: 'wheel', amount: 1, reason: 'Bônus', key: withNul('k1') }],
    ['prize decision remark', 'POST', OPS_CALLS.decidePrizeClaim.path, { draw_id: 1, status: 'failed', remark: withNul('Sem estoque') }],
    ['review remark', 'POST', '/api/ops/reviews/withdrawals/decide', { id: 1, decision: 'reject', remark: withNul('Chave inválida') }],
    ['market period code', 'POST', OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 0, duration: 60, code: withNul('NOVO123') }],
    ['outbox recipient (query)', 'GET', `${OPS_CALLS.outbox.path}?recipient=ab%00c`, undefined],
    ['review status (query)', 'GET', '/api/ops/reviews/withdrawals?status=pro%00gress', undefined],
    ['prize claims status (query)', 'GET', `${OPS_CALLS.prizeClaims.path}?status=re%00view`, undefined],
    ['configs (query)', 'GET', `${contract.API.adsAndConfigs.path}?configs=%00`, undefined],
    ['review queue (path)', 'GET', '/api/ops/reviews/with%00drawals', undefined],
  ] as const)('refuses %s with the Portuguese 400', async (_name, method, url, body) => {
    const member = await registerMember(t);
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${member.token}`, 'x-ops-secret': OPS_SECRET },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: R.invalidCharacter, data: null });
  });
});

describe('answers that used to be English or 500', () => {
  it('refuses a body that is not an object in Portuguese', async () => {
    for (const payload of ['[]', '0', '"x"', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: contract.API.searchUser.path, headers: { 'content-type': 'application/json' }, payload });
      expect(response.json()).toEqual({ code: 400, msg: R.bodyNotObject, data: null });
    }
  });

  it('names a too long invite code in Portuguese', async () => {
    const result = await t.post(contract.API.register.path, { ...newMemberForm(), sms_code: '123456', parent_id: 'x'.repeat(65) });
    expect(result.body).toEqual({ code: 400, msg: R.inviteCodeInvalid, data: null });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'fila-inexistente'])('answers the unknown review queue %s with a Portuguese 404', async (queue) => {
    for (const call of [t.get(`/api/ops/reviews/${queue}`, asOperator), t.post(`/api/ops/reviews/${queue}/decide`, { id: 1, decision: 'approve' }, asOperator)]) {
      const result = await call;
      expect(result.status).toBe(404);
      expect(result.body.msg).toBe('Fila de análise desconhecida. Filas: withdrawals, prize-claims, shares, tasks');
    }
  });

  it('refuses a market period whose redeem code exists, and keeps the periods it would replace', async () => {
    const first = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 0, duration: 3600, code: 'DUPLO2026' }, asOperator);
    expect(first.status).toBe(200);
    const before = await databaseSnapshot();
    const again = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, starts_in: 0, duration: 3600, code: 'duplo2026', replace: true }, asOperator);
    expect(again.body).toEqual({ code: 400, msg: S.redeemCodeTaken, data: null });
    expect(await databaseSnapshot()).toBe(before);
  });

  it('refuses a market period for an unknown market in Portuguese', async () => {
    const result = await t.post(OPS_CALLS.addMarketPeriod.path, { type: 1, market_id: 999_999, starts_in: 0, duration: 60 }, asOperator);
    expect(result.body).toEqual({ code: 400, msg: R.invalidRequest, data: null });
  });

  it('refuses huge amounts and sort values in the schema', async () => {
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    for (const amount of [2 ** 31, 1e20, Number.MAX_SAFE_INTEGER]) {
      const result = await t.post(OPS_CALLS.creditPoints.path, { user_id: id, amount, reason: 'Teste', key: `huge-${amount}` }, asOperator);
      expect(result.status).toBe(400);
    }
    const script = await t.post(OPS_CALLS.addTrackingScript.path, { name: 'x', content: 'y', sort: 2 ** 40 }, asOperator);
    expect(script.status).toBe(400);
  });

  it('refuses a credit that would push a balance past the 32-bit column, changing nothing', async () => {
    const member = await registerMember(t);
    const id = Number(member.userInfo.id);
    await t.db.update(schema.users).set({ points: 2_147_000_000 }).where(eq(schema.users.id, id));
    const before = await databaseSnapshot();
    const result = await t.post(OPS_CALLS.creditPoints.path, { user_id: id, amount: 1_000_000, reason: 'Teste', key: 'overflow-1' }, asOperator);
    expect(result.body).toEqual({ code: 400, msg: S.valueOutOfRange, data: null });
    expect(await databaseSnapshot()).toBe(before);
  });
});
