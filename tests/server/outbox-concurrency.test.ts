import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema.ts';
import type { TestApp } from './helpers.ts';
import { createDispatchingApp, type LocalProviders, startLocalProviders, waitUntil } from './support/outbox-harness.ts';

let local: LocalProviders;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  local = await startLocalProviders();
  first = await createDispatchingApp(local);
  // A second server process on the same database: both dispatchers claim from one queue.
  second = await createDispatchingApp(local, { database: first.database, seed: false });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await local.close();
});

const countBy = (values: string[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());

describe('two dispatchers on one database', () => {
  it('deliver 200 messages, each exactly once', async () => {
    const now = first.clock.now();
    const rows = Array.from({ length: 200 }, (_, i) => ({
      channel: i % 2 === 0 ? ('sms' as const) : ('email' as const),
      recipient: i % 2 === 0 ? `2191${String(i).padStart(7, '0')}` : `membro${i}@exemplo.com.br`,
      subject: 'Código',
      body: `Prêmia: código ${String(300000 + i)}`,
      createdAt: now,
      nextAttemptAt: now,
    }));
    await first.db.insert(outbox).values(rows);
    await waitUntil(async () => (await first.db.$count(outbox, eq(outbox.status, 'sent'))) === 200, 'every message sent', 30_000);

    const smsBodies = countBy(local.twilio.received.map((sms) => sms.body));
    const mailIds = countBy(local.smtp.received.map((mail) => mail.messageId));
    expect(smsBodies.size).toBe(100);
    expect(mailIds.size).toBe(100);
    expect([...smsBodies.values(), ...mailIds.values()].every((count) => count === 1)).toBe(true);
    const sent = await first.db.select().from(outbox);
    const delivered = new Set([...local.twilio.received.map((sms) => sms.sid), ...mailIds.keys()]);
    expect(sent.every((row) => row.status === 'sent' && row.attempts === 1 && delivered.has(row.providerMessageId ?? ''))).toBe(true);
  });
});
