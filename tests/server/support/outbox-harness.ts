/** What the outbox tests share: the two local providers, a dispatching app, and waiting for rows. */
import { eq } from 'drizzle-orm';
import { outbox } from '../../../server/db/schema.ts';
import { buildProviders } from '../../../server/messaging/providers.ts';
import type { Executor } from '../../../server/db/client.ts';
import { createTestApp, type TestAppOptions } from '../helpers.ts';
import { FAKE_TWILIO, type FakeTwilio, startFakeTwilio } from './fake-twilio.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export const MAIL_FROM = 'Prêmia <nao-responda@premia.app>';
/** Short, so tests that move the clock see the next try within a few milliseconds. */
export const TEST_POLL_MS = 20;

export interface LocalProviders {
  smtp: SmtpSink;
  twilio: FakeTwilio;
  close(): Promise<void>;
}

export async function startLocalProviders(): Promise<LocalProviders> {
  const [smtp, twilio] = await Promise.all([startSmtpSink(), startFakeTwilio()]);
  return { smtp, twilio, close: async () => void (await Promise.all([smtp.close(), twilio.close()])) };
}

/** A test app whose dispatcher delivers to the local SMTP sink and fake Twilio. */
export function createDispatchingApp(local: LocalProviders, options: TestAppOptions = {}) {
  const settings = { smtp: { url: local.smtp.url, from: MAIL_FROM }, twilio: { ...FAKE_TWILIO, apiUrl: local.twilio.apiUrl } };
  return createTestApp({ ...options, dispatch: { providers: buildProviders(settings, 'production'), pollMs: TEST_POLL_MS } });
}

export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function outboxRow(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Waits until the row reaches `status` and answers it. */
export async function rowReaching(db: Executor, id: number, status: (typeof outbox.$inferSelect)['status']) {
  await waitUntil(async () => (await outboxRow(db, id)).status === status, `outbox #${id} to be ${status}`);
  return outboxRow(db, id);
}

/** Lets a few polls pass (for asserting that nothing happens meanwhile). */
export const fewPolls = () => new Promise((resolve) => setTimeout(resolve, TEST_POLL_MS * 5));
