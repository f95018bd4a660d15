import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { outbox, verificationCodes } from '../../server/db/schema.ts';
import { type MessageSender, OutboxSender } from '../../server/messaging/sender.ts';
import { e164, sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codesTo = (target: string) => t.db.select().from(verificationCodes).where(eq(verificationCodes.target, target));

describe('POST /api/auth/captcha (send a verification code)', () => {
  it('sends a register code by SMS through the outbox, stored only as a hash', async () => {
    const result = await sendCodeWithCaptcha(t, { scene: 'register', phone: '21912345678' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 0, msg: 'Sucesso',
      data: { sent_to: '*******5678', expires_in: 600, resend_in: 60, channel: 'sms', delivery_id: expect.any(String), demo: true },
    });
    const [message] = await t.outbox.messagesTo('+5521912345678');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+5521912345678', status: 'pending' });
    const code = await t.outbox.latestCode('+5521912345678');
    const [stored] = await codesTo('+5521912345678');
    expect(stored).toMatchObject({ scene: 'register', channel: 'sms', userId: null, usedAt: null, requestedIp: '127.0.0.1', outboxId: message!.id });
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(600_000);
  });

  it('refuses a phone that is already registered', async () => {
    const result = await sendCodeWithCaptcha(t, { scene: 'register', phone: '11987654321' });
    expect(result).toMatchObject({ status: 400, body: { code: 400, msg: S.phoneTaken, data: null } });
    expect(await t.outbox.messagesTo('+5511987654321')).toHaveLength(0);
  });

  it('validates the phone and the scene', async () => {
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '12' })).body.msg).toBe(R.phoneFormat);
    expect((await sendCodeWithCaptcha(t, { scene: 'other', phone: '21912345670' })).body.msg).toBe(R.invalidRequest);
    expect((await sendCodeWithCaptcha(t, { scene: 'forget', account: 'demo2026' })).body.msg).toBe(R.methodRequired);
  });

  it('allows one code per target per minute, answering 400 with the seconds left', async () => {
    const phone = '21955550000';
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone })).status).toBe(200);
    t.clock.advance(19);
    // Solving the puzzle takes the tests' clock one more second.
    const tooSoon = await sendCodeWithCaptcha(t, { scene: 'register', phone });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.msg).toBe('Aguarde 40 s para pedir outro código');
    expect(await codesTo(e164(phone))).toHaveLength(1);
    t.clock.advance(39);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone })).status).toBe(200);
    expect(await codesTo(e164(phone))).toHaveLength(2);
  });

  it('sends a forget code to the account phone or e-mail, found by username, phone or e-mail', async () => {
    const sms = await sendCodeWithCaptcha(t, { scene: 'forget', account: 'demo2026', method: 'sms' });
    expect(sms.body.data.sent_to).toBe('*******4321');
    t.clock.advance(61);
    const email = await sendCodeWithCaptcha(t, { scene: 'forget', account: '11987654321', method: 'email' });
    expect(email.body.data.sent_to).toBe('d***@premia.app');
    const [mail] = await t.outbox.messagesTo('demo@premia.app');
    expect(mail).toMatchObject({ channel: 'email', subject: S.codeEmailSubject });
    expect(await codesTo('+5511987654321')).toHaveLength(1);
    const stored = await codesTo('demo@premia.app');
    expect(stored[0]).toMatchObject({ scene: 'forget', channel: 'email' });
    expect(stored[0]?.userId).toEqual(expect.any(Number));
  });

  it('refuses a forget code for an unknown account', async () => {
    const before = await t.db.$count(outbox);
    const result = await sendCodeWithCaptcha(t, { scene: 'forget', account: 'ninguem99', method: 'sms' });
    expect(result).toMatchObject({ status: 400, body: { msg: S.accountNotFound } });
    expect(await t.db.$count(outbox)).toBe(before);
  });
});

describe('a sender that fails', () => {
  it('answers 500 without detail and leaves no code blocking the next try', async () => {
    let fail = true;
    const outboxSender = new OutboxSender(t.db);
    const sender: MessageSender = {
      async send(message, now) {
        if (fail) throw new Error('gateway password=hunter2 refused');
        return outboxSender.send(message, now);
      },
    };
    const broken = await createTestApp({ database: t.database, sender, seed: false });
    const first = await sendCodeWithCaptcha(broken, { scene: 'register', phone: '31900001111' });
    expect(first.status).toBe(500);
    expect(first.body).toEqual({ code: 500, msg: S.internalError, data: null });
    expect(JSON.stringify(first.body)).not.toContain('hunter2');
    expect(await codesTo('+5531900001111')).toHaveLength(0);
    fail = false;
    expect((await sendCodeWithCaptcha(broken, { scene: 'register', phone: '31900001111' })).status).toBe(200);
    await broken.close();
  });
});
