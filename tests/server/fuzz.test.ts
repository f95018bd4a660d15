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
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { API } from '../../src/domain/contract/paths.ts';
import * as schema from '../../server/db/schema.ts';
import { registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';

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
