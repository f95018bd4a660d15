/** Following a code's delivery: the member's status call, and the console's "Caixa de saída" (list, mask, retry, notices). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { opsAudit, opsNotices, outbox } from '../../server/db/schema.ts';
import { e164, sendCodeWithCaptcha } from './flows.ts';
import { enrolAuthenticator, signedInOperator } from './ops-flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asOperator = { headers: { 'x-ops-secret': OPS_SECRET } };
const setStatus = (id: number, status: 'sending' | 'sent' | 'failed' | 'dead', lastError: string | null = null) =>
  t.db.update(outbox).set({ status, lastError, attempts: status === 'dead' ? 5 : 1 }).where(eq(outbox.id, id));

async function sentCode(phone: string) {
  const sent = await sendCodeWithCaptcha(t, { scene: 'register', phone });
  expect(sent.status).toBe(200);
  const [message] = await t.outbox.messagesTo(e164(phone));
  return { deliveryId: sent.body.data.delivery_id as string, messageId: message!.id };
}

const statusOf = async (deliveryId: string) => t.post(API.codeStatus.path, { delivery_id: deliveryId });

describe('POST /api/auth/codeStatus', () => {
  it('follows the code from sending to sent, failed (retried later) or dead', async () => {
    const { deliveryId, messageId } = await sentCode('21987660001');
    expect((await statusOf(deliveryId)).body).toEqual({ code: 0, msg: 'Sucesso', data: { status: 'sending' } });
    for (const status of ['sending', 'failed', 'dead', 'sent'] as const) {
      await setStatus(messageId, status);
      expect((await statusOf(deliveryId)).body.data.status).toBe(status);
    }
  });

  it('answers nothing about a code whose handle was not given: a bare id, a forged or a borrowed signature', async () => {
    const mine = await sentCode('21987660002');
    const other = await sentCode('21987660003');
    const [myId, mySignature] = mine.deliveryId.split('.');
    const [otherId] = other.deliveryId.split('.');
    for (const forged of [myId!, `${otherId}.${mySignature}`, `${myId}.AAAA`, `${Number(myId) + 1}.${mySignature}`, 'x.y']) {
      expect(await statusOf(forged), forged).toMatchObject({ status: 400, body: { msg: S.codeDeliveryUnknown, data: null } });
    }
    expect((await t.post(API.codeStatus.path, {})).status).toBe(400);
  });

  it('offers a newcomer the e-mail only once the SMS to the number could not be delivered', async () => {
    const form = { phone: '21987660009', email: 'Falhou@Exemplo.com' };
    const { messageId } = await sentCode(form.phone);
    const tooEarly = await sendCodeWithCaptcha(t, { scene: 'register', method: 'email', ...form });
    expect(tooEarly).toMatchObject({ status: 400, body: { msg: S.registerSmsFirst } });
    await setStatus(messageId, 'dead', 'número inexistente');
    expect(await sendCodeWithCaptcha(t, { scene: 'register', method: 'email', phone: form.phone })).toMatchObject({ status: 400, body: { msg: S.codeEmailNeeded } });
    const byEmail = await sendCodeWithCaptcha(t, { scene: 'register', method: 'email', ...form });
    expect(byEmail.body.data).toMatchObject({ channel: 'email', sent_to: 'F***@Exemplo.com' });
    const registered = await t.post(API.register.path, {
      username: 'semsms01', password: 'Senha2026', confirm_password: 'Senha2026', ...form,
      sms_code: await t.outbox.latestCode('falhou@exemplo.com'), agree: true,
    });
    expect(registered.status).toBe(200);
  });

  it('says in the answer when the server is a demo (nothing leaves; the code is in the console)', async () => {
    const production = await createTestApp({ database: t.database, seed: false, mode: 'production' });
    const sent = await sendCodeWithCaptcha(production, { scene: 'register', phone: '21987660004' });
    expect(sent.body.data.demo).toBe(false);
    expect((await sendCodeWithCaptcha(t, { scene: 'register', phone: '21987660005' })).body.data.demo).toBe(true);
    await production.close();
  });
});

describe('the console outbox', () => {
  it('lists channel, recipient, status, attempts and last error; demo shows the whole message', async () => {
    const { messageId } = await sentCode('21987660006');
    await setStatus(messageId, 'failed', 'Twilio 503');
    const list = await t.get(OPS_CALLS.outbox.path, { ...asOperator, query: 'recipient=21987660006' });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: messageId, channel: 'sms', recipient: '+5521987660006', recipient_masked: '**********0006', status: 'failed',
        attempts: 1, last_error: 'Twilio 503', body: expect.stringMatching(/\b\d{6}\b/), sent_at: null,
      }),
    ]);
  });

  it('in production never sends the code digits nor the whole recipient', async () => {
    const production = await createTestApp({ database: t.database, seed: false, mode: 'production' });
    await sendCodeWithCaptcha(production, { scene: 'register', phone: '21987660007' });
    // Production's admins read the outbox with the authenticator on; the shared secret may not.
    const admin = await signedInOperator(production, 'caixa');
    await enrolAuthenticator(production, admin.token);
    const list = await production.get(OPS_CALLS.outbox.path, { ...admin.headers, query: 'recipient=21987660007' });
    const [message] = list.body.data;
    expect(message).toMatchObject({ recipient: '**********0007', recipient_masked: '**********0007', body: expect.stringContaining('••••••') });
    expect(JSON.stringify(list.body)).not.toMatch(/\d{6}/);
    const code = await t.outbox.latestCode('+5521987660007');
    expect(JSON.stringify(list.body)).not.toContain(code);
    await production.close();
  });

  it('sends a dead message again (pending, attempts reset), audited with who did it; refuses any other', async () => {
    const { deliveryId, messageId } = await sentCode('21987660008');
    await setStatus(messageId, 'dead', 'número inexistente');
    const retried = await t.post(OPS_CALLS.outboxRetry.path, { id: messageId }, asOperator);
    expect(retried).toMatchObject({ status: 200, body: { data: { id: messageId, status: 'pending', attempts: 0 } } });
    expect((await statusOf(deliveryId)).body.data.status).toBe('sending');
    const [audit] = await t.db.select().from(opsAudit).where(eq(opsAudit.target, `outbox:${messageId}`));
    expect(audit).toMatchObject({ actor: 'cli', action: 'outbox.retry' });
    expect(await t.post(OPS_CALLS.outboxRetry.path, { id: messageId }, asOperator)).toMatchObject({ status: 400, body: { msg: S.outboxNotDead } });
    expect(await t.post(OPS_CALLS.outboxRetry.path, { id: 999_999 }, asOperator)).toMatchObject({ status: 400, body: { msg: S.outboxNotFound } });
    expect((await t.post(OPS_CALLS.outboxRetry.path, { id: 'x' }, asOperator)).status).toBe(400);
    expect((await t.post(OPS_CALLS.outboxRetry.path, { id: messageId })).status).toBe(403);
  });

  it('lists the operators notices, newest first', async () => {
    const now = t.clock.now();
    await t.db.insert(opsNotices).values([
      { key: 'sms-budget-80:2026-01-01', title: 'Antigo', body: 'a', createdAt: new Date(now.getTime() - 60_000) },
      { key: 'sms-budget-80:2026-01-02', title: 'Novo', body: 'b', createdAt: now },
    ]);
    const notices = await t.get(OPS_CALLS.opsNotices.path, asOperator);
    expect(notices.body.data.map((n: { title: string }) => n.title)).toEqual(['Novo', 'Antigo']);
    expect((await t.get(OPS_CALLS.opsNotices.path)).status).toBe(403);
  });
});
