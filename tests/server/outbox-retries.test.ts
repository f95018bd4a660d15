import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../../server/messaging/retry-policy.ts';
import { INTERRUPTED_SEND, insertOutboxMessage } from '../../server/repositories/outbox.ts';
import { outbox } from '../../server/db/schema.ts';
import { createServer, type AddressInfo } from 'node:net';
import { SmtpProvider } from '../../server/messaging/smtp-provider.ts';
import { TwilioProvider } from '../../server/messaging/twilio-provider.ts';
import type { TestApp } from './helpers.ts';
import { FAKE_TWILIO } from './support/fake-twilio.ts';
import { createDispatchingApp, fewPolls, MAIL_FROM, type LocalProviders, outboxRow, rowReaching, startLocalProviders, waitUntil } from './support/outbox-harness.ts';

let local: LocalProviders;
let t: TestApp;
beforeAll(async () => {
  local = await startLocalProviders();
  t = await createDispatchingApp(local);
});
afterAll(async () => {
  await t.close();
  await local.close();
});

let counter = 0;
async function queue(channel: 'sms' | 'email'): Promise<{ id: number; body: string }> {
  counter += 1;
  const now = t.clock.now();
  const body = `Prêmia: código ${String(100000 + counter)}`;
  const recipient = channel === 'sms' ? `219${String(counter).padStart(8, '0')}` : `membro${counter}@exemplo.com.br`;
  const id = await insertOutboxMessage(t.db, { channel, recipient, subject: channel === 'email' ? 'Código' : null, body, createdAt: now, nextAttemptAt: now });
  return { id, body };
}
/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const smsWith = (body: string) => local.twilio.received.filter((sms) => sms.body === body);
const mailFor = (id: number) => local.smtp.received.filter((mail) => mail.messageId.startsWith(`<outbox-${id}@`));

describe('a failed send is tried again after its wait', () => {
  const firstWait = RETRY_DELAYS_SECONDS[0];

  it('retries a Twilio 500 after its first wait and ends sent once', async () => {
    local.twilio.failNext(500);
    const { id, body } = await queue('sms');
    const failed = await rowReaching(t.db, id, 'failed');
    expect(failed).toMatchObject({ attempts: 1, provider: 'twilio', lockedUntil: null });
    expect(failed.lastError).toContain('500');
    expect(failed.nextAttemptAt.getTime() - t.clock.now().getTime()).toBeGreaterThan((firstWait - 2) * 1000);
    t.clock.advance(firstWait - 5);
    await fewPolls();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
    t.clock.advance(6);
    const sent = await rowReaching(t.db, id, 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: failed.lastError });
    expect(smsWith(body)).toHaveLength(1);
    expect(sent.providerMessageId).toBe(smsWith(body)[0]!.sid);
  });

  it('retries a Twilio 429 and an SMTP 451 too', async () => {
    local.twilio.failNext(429);
    local.smtp.refuseNext(451);
    const sms = await queue('sms');
    const mail = await queue('email');
    await rowReaching(t.db, sms.id, 'failed');
    expect((await rowReaching(t.db, mail.id, 'failed')).lastError).toContain('451');
    t.clock.advance(firstWait + 1);
    await rowReaching(t.db, sms.id, 'sent');
    await rowReaching(t.db, mail.id, 'sent');
    expect(smsWith(sms.body)).toHaveLength(1);
    expect(mailFor(mail.id)).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries, waiting ${RETRY_DELAYS_SECONDS.join(', ')} s between them`, async () => {
    local.twilio.failNext(500, MAX_ATTEMPTS);
    const { id, body } = await queue('sms');
    for (const [index, waitSeconds] of RETRY_DELAYS_SECONDS.entries()) {
      const attempt = index + 1;
      const failed = await rowReaching(t.db, id, 'failed');
      expect(failed.attempts).toBe(attempt);
      expect(Math.round((failed.nextAttemptAt.getTime() - t.clock.now().getTime()) / 1000)).toBeGreaterThan(waitSeconds - 3);
      t.clock.advance(waitSeconds + 1);
      await waitUntil(async () => (await outboxRow(t.db, id)).attempts === attempt + 1, `try ${attempt + 1}`);
    }
    const dead = await rowReaching(t.db, id, 'dead');
    expect(dead).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, providerMessageId: null });
    expect(dead.lastError).toContain('500');
    t.clock.advance(3600);
    await fewPolls();
    expect(await outboxRow(t.db, id)).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    expect(smsWith(body)).toHaveLength(0);
  });
});

describe('a provider that cannot be reached', () => {
  it('is a failure to try again, for SMTP and for Twilio', async () => {
    const closed = `127.0.0.1:${await closedPort()}`;
    const smtp = new SmtpProvider({ url: `smtp://${closed}`, from: MAIL_FROM });
    const twilio = new TwilioProvider({ ...FAKE_TWILIO, apiUrl: `http://${closed}` });
    try {
      expect(await smtp.send({ outboxId: 1, to: 'ana@exemplo.com.br', subject: 'Oi', text: 'Oi', html: null })).toMatchObject({ ok: false, permanent: false });
      expect(await twilio.send({ outboxId: 2, to: '21912345678', body: 'Oi' })).toMatchObject({ ok: false, permanent: false });
    } finally {
      smtp.close();
    }
  });
});

describe('a permanent refusal', () => {
  it('ends a Twilio 21211 (invalid number) dead at once', async () => {
    local.twilio.failNext(21211);
    const { id } = await queue('sms');
    const dead = await rowReaching(t.db, id, 'dead');
    expect(dead).toMatchObject({ attempts: 1, provider: 'twilio' });
    expect(dead.lastError).toContain('21211');
  });

  it('ends an SMTP 550 on the recipient dead at once', async () => {
    local.smtp.refuseNext(550);
    const { id } = await queue('email');
    const dead = await rowReaching(t.db, id, 'dead');
    expect(dead).toMatchObject({ attempts: 1, provider: 'smtp' });
    expect(dead.lastError).toContain('550');
    t.clock.advance(3600);
    await fewPolls();
    expect(mailFor(id)).toHaveLength(0);
  });
});

describe('a message held by a process that died', () => {
  it('is claimed again once its lease has run out, and sent', async () => {
    const now = t.clock.now();
    // What a process leaves when killed between its claim and the provider's answer.
    const [held] = await t.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '21987650000', body: 'Prêmia: código 777001', createdAt: now, status: 'sending', attempts: 1, nextAttemptAt: now, lockedUntil: new Date(now.getTime() + 60_000) })
      .returning();
    await fewPolls();
    expect(await outboxRow(t.db, held!.id)).toMatchObject({ status: 'sending', attempts: 1 });
    t.clock.advance(61);
    expect(await rowReaching(t.db, held!.id, 'sent')).toMatchObject({ attempts: 2, provider: 'twilio', lastError: INTERRUPTED_SEND });
    expect(smsWith('Prêmia: código 777001')).toHaveLength(1);
  });
});
