/**
 * Test harness: a real database per test file (a PGlite copy of the migrated template, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set), the real app, and a clock tests can move.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectPostgres } from '../../server/db/postgres-url.ts';
import { inject } from 'vitest';
import type { ApiEnvelope } from '../../src/domain/contract/envelope.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { captchas, outbox } from '../../server/db/schema.ts';
import { RecordingPushSender } from '../../server/push/sender.ts';
import { seedDemoContent } from '../../server/db/seed.ts';

export const OPS_SECRET = 'test-ops-secret';
const GENEROUS = { max: 10_000, timeWindow: 60_000 };
export const GENEROUS_LIMITS = {
  login: GENEROUS,
  imageCaptcha: GENEROUS,
  sendCode: GENEROUS,
  register: GENEROUS,
  searchUser: GENEROUS,
  forgetPassword: GENEROUS,
  deviceToken: GENEROUS,
  updateIp: GENEROUS,
  pushRegId: GENEROUS,
  fingerprint: GENEROUS,
};
/** The hourly code limits out of the way (a file registers many members from one address); the resend wait stays. */
export const GENEROUS_SMS_POLICY = { perTargetHourly: 10_000, perAddressHourly: 10_000, perPrefixHourly: 10_000 };

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: the database's address, for a server process of its own. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the test database. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = readFileSync(inject('pgliteTemplate'));
    const handle = await openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([dump]) }) });
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `premia_t_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestClock {
  now(): Date;
  advance(seconds: number): void;
}

function createClock(): TestClock {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (seconds) => void (offsetMs += seconds * 1000) };
}

export interface TestAppOptions extends Partial<BuildAppOptions> {
  /** Reuse a database (it stays open when this app closes). */
  database?: TestDatabase;
  seed?: boolean;
  /** Seed the demo tasks that credit points on profile, draw and wallet events (off: balances stay exact). */
  autoTasks?: boolean;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  query?: string;
}

/** Test answers are read loosely; the assertions are what check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyData = any;

export interface CallResult<T = AnyData> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, unknown>;
}

const LONG_ACCESS_MINUTES = 365 * 24 * 60;

export async function createTestApp(options: TestAppOptions = {}) {
  const { database: given, seed = true, autoTasks = false, ...buildOptions } = options;
  const database = given ?? (await openTestDatabase());
  if (seed) await seedDemoContent(database.db, { autoTasks });
  const clock = createClock();
  const app: FastifyInstance = await buildApp({
    opsSecret: OPS_SECRET,
    now: clock.now,
    // Never the network: tests that look at pushes pass their own double.
    push: new RecordingPushSender(),
    // Every answer of the suite is checked against its schema and the serializer (answer-check.ts).
    checkAnswers: true,
    ...buildOptions,
    rateLimits: { ...GENEROUS_LIMITS, ...buildOptions.rateLimits },
    smsPolicy: { ...GENEROUS_SMS_POLICY, ...buildOptions.smsPolicy },
    // Tests that move the clock by days keep their member's token, as the app's refresh would;
    // tests/server/refresh-token.test.ts sets the real lifetime.
    sessionLifetimes: { accessTokenMinutes: LONG_ACCESS_MINUTES, ...buildOptions.sessionLifetimes },
    db: database.db,
  });
  const { db } = database;

  async function call<T = AnyData>(method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await app.inject({
      method,
      url: opts.query ? `${url}?${opts.query}` : url,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    return { status: response.statusCode, body: response.json() as ApiEnvelope<T>, headers: response.headers };
  }

  return {
    app,
    db,
    database,
    clock,
    get: <T = AnyData>(url: string, opts?: CallOptions) => call<T>('GET', url, opts),
    post: <T = AnyData>(url: string, body?: unknown, opts: Omit<CallOptions, 'body'> = {}) => call<T>('POST', url, { ...opts, body }),
    outbox: {
      async messagesTo(recipient: string) {
        return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
      },
      /** The six digits of the newest message to this recipient. */
      async latestCode(recipient: string): Promise<string> {
        const [latest] = await db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
        const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
        if (!code) throw new Error(`no code sent to ${recipient}`);
        return code;
      },
    },
    /** Where the gap really is: tests read it from the database, as a solving human would see it. */
    async captchaGapX(captchaId: string): Promise<number> {
      const [row] = await db.select({ gapX: captchas.gapX }).from(captchas).where(eq(captchas.id, captchaId));
      if (!row) throw new Error(`no captcha ${captchaId}`);
      return row.gapX;
    },
    async close() {
      await app.close();
      if (!given) await database.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
