import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { codeMessage } from '../../server/messaging/code-message.ts';
import { buildProviders } from '../../server/messaging/providers.ts';
import { insertOutboxMessage } from '../../server/repositories/outbox.ts';
import { e164, sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { FAKE_TWILIO } from './support/fake-twilio.ts';
import { createDispatchingApp, fewPolls, type LocalProviders, outboxRow, rowReaching, startLocalProviders, waitUntil } from './support/outbox-harness.ts';

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

describe('the outbox delivers what the app queues', () => {
  it('sends a code e-mail over SMTP at once, with the code in the text and the HTML part', async () => {
    const asked = await sendCodeWithCaptcha(t, { scene: 'forget', account: 'demo2026', method: 'email' });
    expect(asked.status).toBe(200);
    await waitUntil(() => local.smtp.received.length === 1, 'the e-mail');
    const code = await t.outbox.latestCode('demo@premia.app');
    const [queued] = await t.outbox.messagesTo('demo@premia.app');
    const [mail] = local.smtp.received;
    expect(mail).toMatchObject({ to: 'demo@premia.app', subject: S.codeEmailSubject, messageId: `<outbox-${queued!.id}@premia.app>` });
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain('recuperar sua senha');
    expect(mail!.text).toContain('Se não foi você, ignore este e-mail.');
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.html).toContain('10 minutos');
    const row = await rowReaching(t.db, queued!.id, 'sent');
    expect(row).toMatchObject({ provider: 'smtp', providerMessageId: mail!.messageId, attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends a code SMS through the Twilio API, to the number in E.164', async () => {
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '21912345678' })).status).toBe(200);
    await waitUntil(() => local.twilio.received.length === 1, 'the SMS');
    const code = await t.outbox.latestCode(e164('21912345678'));
    const [sms] = local.twilio.received;
    expect(sms).toMatchObject({ to: '+5521912345678', from: FAKE_TWILIO.from });
    expect(sms!.body).toContain(code);
    expect(local.twilio.malformed).toBe(0);
    const [queued] = await t.outbox.messagesTo(e164('21912345678'));
    expect(await rowReaching(t.db, queued!.id, 'sent')).toMatchObject({ provider: 'twilio', providerMessageId: sms!.sid, attempts: 1 });
  });
});

describe('without a real provider', () => {
  it('in demo mode marks the message sent by "demo", keeping its text in the outbox', async () => {
    const demo = await createTestApp({ dispatch: { providers: buildProviders({}, 'demo'), pollMs: 20 } });
    try {
      expect((await sendCodeWithCaptcha(demo, { scene: 'register', phone: '21933334444' })).status).toBe(200);
      const [queued] = await demo.outbox.messagesTo(e164('21933334444'));
      expect(await rowReaching(demo.db, queued!.id, 'sent')).toMatchObject({ provider: 'demo', providerMessageId: `demo-${queued!.id}` });
      expect(await demo.outbox.latestCode(e164('21933334444'))).toMatch(/^\d{6}$/);
    } finally {
      await demo.close();
    }
  });

  it('in production leaves the channel waiting in the outbox, sending the other', async () => {
    const half = await createTestApp({ dispatch: { providers: buildProviders({ twilio: { ...FAKE_TWILIO, apiUrl: local.twilio.apiUrl } }, 'production'), pollMs: 20 } });
    try {
      const now = half.clock.now();
      const email = await insertOutboxMessage(half.db, { channel: 'email', recipient: 'ana@exemplo.com.br', subject: 'Oi', body: 'Oi', createdAt: now, nextAttemptAt: now });
      const sms = await insertOutboxMessage(half.db, { channel: 'sms', recipient: '21955556666', body: 'Oi', createdAt: now, nextAttemptAt: now });
      await rowReaching(half.db, sms, 'sent');
      await fewPolls();
      expect(await outboxRow(half.db, email)).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await half.close();
    }
  });
});

describe('the code message', () => {
  it('fits one SMS segment (UCS-2: 70 characters) in both scenes', () => {
    for (const scene of ['register', 'forget'] as const) {
      const { body } = codeMessage({ channel: 'sms', scene, code: '123456', minutes: 10 });
      expect(body.length).toBeLessThanOrEqual(70);
      expect(body).toContain('123456');
    }
  });

  it('says what the code is for and escapes the HTML', () => {
    const mail = codeMessage({ channel: 'email', scene: 'register', code: '<b>&', minutes: 10 });
    expect(mail.body).toContain('criar sua conta');
    expect(mail.html).toContain('&lt;b&gt;&amp;');
    expect(mail.html).not.toContain('<b>&');
  });
});
