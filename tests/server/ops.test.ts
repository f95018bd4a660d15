import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { sendCodeWithCaptcha } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forbidden = { status: 403, body: { code: 403, msg: S.forbidden, data: null } };
const asOperator = { headers: { 'x-ops-secret': OPS_SECRET } };

describe('operator calls', () => {
  it('refuse a missing or wrong secret', async () => {
    expect(await t.get(OPS_CALLS.outbox.path)).toMatchObject(forbidden);
    expect(await t.get(OPS_CALLS.outbox.path, { headers: { 'x-ops-secret': 'errado' } })).toMatchObject(forbidden);
    expect(await t.post(OPS_CALLS.addTrackingScript.path, { name: 'x', content: 'y' })).toMatchObject(forbidden);
  });

  it('list the outbox newest first, filtered by recipient', async () => {
    await sendCodeWithCaptcha(t, { scene: 'register', phone: '41911112222' });
    await sendCodeWithCaptcha(t, { scene: 'register', phone: '41933334444' });
    const all = await t.get(OPS_CALLS.outbox.path, asOperator);
    expect(all.body.data.map((m: { recipient: string }) => m.recipient)).toEqual(['+5541933334444', '+5541911112222']);
    // The form's digits find the E.164 message, as the e-mail address finds its own.
    const one = await t.get(OPS_CALLS.outbox.path, { ...asOperator, query: 'recipient=41911112222' });
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ channel: 'sms', recipient: '+5541911112222', body: expect.stringMatching(/\d{6}/) });
    expect(new Date(one.body.data[0].created_at).toISOString()).toBe(one.body.data[0].created_at);
  });

  it('add a tracking script that GetTongji then serves as it is; one that does not parse is refused', async () => {
    const added = await t.post(OPS_CALLS.addTrackingScript.path, { name: 'Contador', content: 'window.__contador = 1 ;' }, asOperator);
    expect(added.status).toBe(200);
    const scripts = await t.get(API.trackingScripts.path);
    expect(scripts.body.data.map((s: { content: string }) => s.content)).toContain('window.__contador = 1 ;');
    expect((await t.post(OPS_CALLS.addTrackingScript.path, { name: 'Quebrado', content: 'function (' }, asOperator)).status).toBe(400);
    expect((await t.post(OPS_CALLS.addTrackingScript.path, { content: 'x' }, asOperator)).status).toBe(400);
  });

  it('do not exist when the server has no secret', async () => {
    const closed = await createTestApp({ database: t.database, opsSecret: undefined, seed: false });
    expect(await closed.get(OPS_CALLS.outbox.path, asOperator)).toMatchObject({ status: 404, body: { code: 404, msg: S.notFound } });
    await closed.close();
  });
});
