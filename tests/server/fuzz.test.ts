/**
 * Property-based fuzzing of every route: for each member, content and operator call,
 * fast-check sends bodies (any JSON, and objects of the calls' own field names with hostile
 * values: NUL, huge and negative numbers, long strings, wrong types, `__proto__`) and path
 * parameters, with no token, a visitor token and a member token. Whatever comes in: no 5xx, no
 * hang, every 4xx with a Portuguese message, and a refused call changes nothing a member owns.
 * FUZZ_RUNS (default 12) cases per route and caller; `npm run fuzz` runs 300.
 */
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connect } from 'node:net';
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import * as schema from '../../server/db/schema.ts';
import { registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { newSaver, PIX, withdrawCall } from './wallet-flows.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HANG_MS = 5_000;

let t: TestApp;
const tokens: Record<'none' | 'visitor' | 'member', string | null> = { none: null, visitor: null, member: null };

beforeAll(async () => {
  t = await createTestApp();
  tokens.visitor = (await t.post(API.deviceToken.path, { device_id: 'fuzz-device-0001' })).body.data.token as string;
  tokens.member = (await registerMember(t)).token;
});
afterAll(() => t.close());

interface SnapshotRow {
  counts: string;
  points: string;
}

/** What a refused call must leave as it was. */
const OWNED: PgTable[] = [
  schema.users, schema.visitors, schema.sessions, schema.pointsLedger, schema.draws, schema.drawChances, schema.chanceGrants,
  schema.withdrawals, schema.wallets, schema.addresses, schema.stationMessages, schema.stationMessageReads, schema.marketRedemptions,
  schema.rainClaims, schema.invites, schema.shareSubmissions, schema.taskSubmissions, schema.feedback, schema.uploads, schema.feedbackReplies,
];
const snapshotQuery = sql.raw(
  `select ${OWNED.map((table) => `(select count(*) from "${getTableName(table)}")`).join(' || \',\' || ')} as counts, (select coalesce(sum(points), 0) from users)::text as points`,
);
async function snapshot(): Promise<string> {
  // PGlite answers { rows }, postgres-js an array of rows.
  const result = (await t.db.execute(snapshotQuery)) as unknown as { rows?: SnapshotRow[] } & SnapshotRow[];
  const row = (result.rows ?? result)[0]!;
  return `${row.counts}|${row.points}`;
}

const FIELDS = [
  'id', 'ids', 'user_id', 'game', 'client_key', 'page', 'page_size', 'type', 'code', 'period_id', 'envelope_key', 'envelope_keys', 'draw_id',
  'address_id', 'amount', 'password', 'confirm_password', 'old_password', 'request_key', 'type_id', 'account', 'phone_last4',
  'username', 'phone', 'email', 'captcha_id', 'captcha_x', 'captcha_trail', 'captcha', 'device_id', 'parent_id', 'real_name',
  'birth_date', 'nickname', 'upload_id', 'images', 'image_id', 'content', 'url', 'campaign_id', 'task_id', 'text', 'link',
  'title', 'body', 'status', 'decision', 'remark', 'approve', 'key', 'reason', 'market_id', 'starts_in', 'duration',
  'points', 'configs', 'name', 'slug', 'kind', 'sort', 'active', 'html', 'limit', 'source', 'category_id', 'account_type',
  'recipient_name', 'cep', 'street', 'number', 'district', 'city', 'state', 'is_default', 'replace', 'uuid', 'channel_from',
];
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', 'x'.repeat(20_000), '__proto__', 'constructor', '1e309', '-1', ' ', '<script>alert(1)</script>', '../../etc/passwd', '🎁'.repeat(50)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 12 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.integer(), { maxKeys: 3 }),
);
const body = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }) },
);
const pathParam = fc.oneof(
  fc.constantFrom('withdrawals', 'prize-claims', 'shares', 'tasks', 'feedback', 'banners', 'articles', '1', '0', 'constructor', '__proto__', 'toString'),
  fc.string({ minLength: 1, maxLength: 20 }),
);
const caller = fc.constantFrom<keyof typeof tokens>('none', 'visitor', 'member');

interface Route {
  method: string;
  path: string;
  ops: boolean;
}
const ROUTES: Route[] = [
  ...Object.values(API).map((r) => ({ ...r, ops: false })),
  ...Object.values(OPS_CALLS).map((r) => ({ ...r, ops: true })),
  ...Object.values(OPS_CALLS).map((r) => ({ ...r, ops: true })),
];

/** An English word of zod's or Fastify's own messages: a 4xx must never show one. */
const ENGLISH = /\b(invalid|expected|required|received|must|unexpected|undefined|error|body|should|input|type)\b/i;

function asQuery(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(JSON.stringify(value))}`;
  return Object.entries(value).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');
}

async function send(route: Route, input: unknown, param: string, who: keyof typeof tokens) {
  const headers: Record<string, string> = {};
  const token = tokens[who];
  if (token) headers.authorization = `Bearer ${token}`;
  if (route.ops) headers['x-ops-secret'] = OPS_SECRET;
  const url = route.path.replace(/:[a-z]+/g, encodeURIComponent(param));
  const request = route.method === 'GET'
    ? t.app.inject({ method: 'GET', url: `${url}?${asQuery(input)}`, headers })
    : t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`sem resposta em ${HANG_MS} ms`)), HANG_MS));
  return Promise.race([request, timeout]);
}

describe('fuzzing every route', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: no 5xx, Portuguese refusals, nothing changed on a refusal', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(body, pathParam, caller, async (input, param, who) => {
        const before = await snapshot();
        const response = await send(route, input, param, who);
        expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const envelope = response.json() as { msg?: unknown };
        expect(typeof envelope.msg).toBe('string');
        expect(envelope.msg, String(envelope.msg)).not.toMatch(ENGLISH);
        expect((envelope.msg as string).length).toBeGreaterThan(3);
        expect(await snapshot()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * Findings of fuzzing the running server from outside, kept as fixed cases: each answered a 500
 * (one after it had already written) or left the envelope.
 */
describe('fixed cases found by fuzzing from outside', () => {
  const ops = { 'x-ops-secret': OPS_SECRET };
  const json = { ...ops, 'content-type': 'application/json' };
  const auditRows = async () => (await t.db.select({ n: count() }).from(schema.opsAudit))[0]!.n;
  const feedNames = async () => ((await t.get(OPS_CALLS.rtpFeedList.path, { headers: ops })).body.data.list as Array<{ name: string }>).map((feed) => feed.name);
  const walletTypes = async () => JSON.stringify((await t.get(OPS_CALLS.walletRules.path, { headers: ops })).body.data.types);

  it('a lone surrogate in an RTP feed name is a Portuguese 400: no feed, no audit row', async () => {
    const [feedsBefore, auditBefore] = [await feedNames(), await auditRows()];
    // The raw body, as the fuzzer sent it: a JSON escape of half a surrogate pair.
    const response = await t.app.inject({ method: 'POST', url: OPS_CALLS.rtpFeedCreate.path, headers: json, payload: '{"name":"ab\\ud800cd"}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: R.invalidCharacter, data: null });
    expect(await feedNames()).toEqual(feedsBefore);
    expect(await auditRows()).toBe(auditBefore);
  });

  const TYPE = { name: 'Cartão', platform: 'Cartão pré-pago', rate: 200, unit: 'R$', min_amount: 5, max_amount: 50, active: true };
  it.each([
    ['name', 'ab\ud800'], ['platform', '\udc00cd'], ['unit', 'R\ud83d'], ['name', 'a\u0000b'],
  ] as const)('text PostgreSQL cannot store in a withdrawal type\'s %s (%j) is a Portuguese 400: no type, no audit row', async (field, text) => {
    const [typesBefore, auditBefore] = [await walletTypes(), await auditRows()];
    // JSON.stringify writes a lone surrogate as its \u escape, as the fuzzer's raw body had it.
    const response = await t.app.inject({ method: 'POST', url: OPS_CALLS.saveWithdrawalType.path, headers: json, payload: JSON.stringify({ ...TYPE, [field]: text }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: R.invalidCharacter, data: null });
    expect(await walletTypes()).toBe(typesBefore);
    expect(await auditRows()).toBe(auditBefore);
  });

  it('a whole surrogate pair (an emoji) is text like any other', async () => {
    const created = await t.app.inject({ method: 'POST', url: OPS_CALLS.rtpFeedCreate.path, headers: json, payload: '{"name":"Feed \\ud83c\\udf81"}' });
    expect(created.statusCode).toBe(200);
    expect(await feedNames()).toContain('Feed 🎁');
  });

  it('a lone surrogate in a member call is the same 400', async () => {
    const response = await t.app.inject({
      method: 'POST', url: API.submitFeedback.path, headers: { authorization: `Bearer ${tokens.member}`, 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","content":"ok\\udfff"}',
    });
    expect(response.json()).toEqual({ code: 400, msg: R.invalidCharacter, data: null });
  });

  it('a query string cannot carry half a surrogate pair: its undecodable bytes stay as typed', async () => {
    // Only a JSON escape makes one; percent-encoded UTF-8 of a surrogate is left undecoded (the guard walks queries anyway).
    const response = await t.app.inject({ method: 'GET', url: `${OPS_CALLS.outbox.path}?recipient=a%ED%A0%80`, headers: ops });
    expect(response.statusCode).toBe(200);
  });

  const PARAM_ROUTES = Object.values(OPS_CALLS).filter((call) => call.path.includes('/:'));
  it.each(PARAM_ROUTES.map((call) => [`${call.method} ${call.path}`, call] as const))('a path parameter past 100 characters on %s is the 414 envelope', async (_, call) => {
    const url = call.path.replace(/:[a-z_]+/g, 'x'.repeat(101));
    const response = await t.app.inject({ method: call.method as 'GET' | 'POST', url, headers: json, ...(call.method === 'POST' ? { payload: '{}' } : {}) });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 414, msg: S.urlTooLong, data: null });
  });

  it('a path that does not decode is the 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ops/members/%E0%A4%A/detail', headers: ops });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: R.invalidRequest, data: null });
  });

  it('a 70 kB URL is the 431 envelope, from Node\'s own parser over real TCP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await rawExchange(Number(port), `GET ${API.adsAndConfigs.path}?configs=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({ code: 431, msg: S.requestTooLarge, data: null });
  });
});

/** Sends `request` on a new connection and answers everything read until the server closes it. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes while the rest of the request is still on its way: a reset after the answer is expected.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.setTimeout(HANG_MS, () => socket.destroy(new Error(`sem resposta em ${HANG_MS} ms`)));
  });
}

/**
 * Every audited write and its audit row are one transaction. The database is made to refuse every
 * audit row (a real CHECK constraint, no mock), and each write must then leave every table as it
 * was: a 500, and nothing of the write kept.
 */
describe('an audited write whose audit fails leaves nothing', () => {
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  let member: { id: number; withdrawal: number };

  beforeAll(async () => {
    const saver = await newSaver(t, 1_000);
    const withdrawn = await withdrawCall(t, saver, { amount: PIX.min });
    expect(withdrawn.status).toBe(200);
    member = { id: saver.id, withdrawal: Number(withdrawn.body.data.id) };
  });

  async function everyTable(): Promise<string> {
    const tables = (await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
      .map((row) => row.name);
    const digests = await Promise.all(tables.map(async (name) => {
      const [row] = await rowsOf<{ digest: string | null }>(sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`));
      return `${name}:${row?.digest ?? ''}`;
    }));
    return digests.join('\n');
  }

  const WRITES: Array<[string, string, () => unknown]> = [
    ['an RTP feed', OPS_CALLS.rtpFeedCreate.path, () => ({ name: 'Feed sem auditoria' })],
    ['a withdrawal type', OPS_CALLS.saveWithdrawalType.path, () => ({ name: 'Cartão', platform: 'Cartão pré-pago', rate: 200, unit: 'R$', min_amount: 5, max_amount: 50, active: true })],
    ['a tracking script', OPS_CALLS.addTrackingScript.path, () => ({ name: 'Sem auditoria', content: 'window.x = 1;', enabled: true, sort: 0 })],
    ['an operator', OPS_CALLS.addOperator.path, () => ({ name: 'sem-auditoria', password: 'senha-longa-123', role: 'admin' })],
    ['points by hand', OPS_CALLS.creditPoints.path, () => ({ user_id: member.id, amount: 50, reason: 'Teste', key: 'sem-auditoria' })],
    ['a broadcast', OPS_CALLS.broadcastMessage.path, () => ({ title: 'Sem auditoria', body: 'Não deve ficar' })],
    ['a withdrawal decision', '/api/ops/reviews/withdrawals/decide', () => ({ id: member.withdrawal, decision: 'reject', remark: 'Chave inválida' })],
  ];

  it.each(WRITES)('%s: 500, and every table as it was', async (_, path, body) => {
    await t.db.execute(sql`alter table ops_audit add constraint fuzz_no_audit check (action = '') not valid`);
    try {
      const before = await everyTable();
      const response = await t.post(path, body(), ops);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ code: 500, msg: S.internalError, data: null });
      expect(await everyTable()).toBe(before);
    } finally {
      await t.db.execute(sql`alter table ops_audit drop constraint fuzz_no_audit`);
    }
    // With the audit back, the same write goes through: the refusal above was the audit's.
    expect((await t.post(path, body(), ops)).status).toBe(200);
  });
});

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  // PGlite answers { rows }, postgres-js an array of rows.
  const result = (await t.db.execute(query)) as unknown as { rows?: Row[] } & Row[];
  return result.rows ?? result;
}
