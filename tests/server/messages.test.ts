import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { stationMessages } from '../../server/db/schema.ts';
import { registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { decide, newSaver, withdrawCall } from './wallet-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
const broadcast = (title: string, body = 'Corpo do aviso') => t.post(OPS_CALLS.broadcastMessage.path, { title, body }, ops);
const unread = async (token: string) => (await t.post(API.unreadMessages.path, {}, { token })).body.data.unread as number;
const list = (token: string, page = 1) => t.post(API.stationMessages.path, { page, page_size: 10 }, { token });
const open = (token: string, id: number) => t.post(API.stationMessageDetail.path, { id }, { token });

/** A member with one decided withdrawal (one message addressed to them). */
async function memberWithDecision() {
  const saver = await newSaver(t, 2_000);
  const id = (await withdrawCall(t, saver, { amount: 10 })).body.data.id as number;
  await decide(t, id, 'approve', 'Pago');
  return saver;
}

describe('unread count, reading and mark all', () => {
  it('counts a withdrawal decision and a broadcast, and opening one marks it read', async () => {
    const saver = await memberWithDecision();
    expect(await unread(saver.token)).toBe(1);
    const sent = await broadcast('Promoção de fim de semana', 'Pontos em dobro no sábado.');
    expect(sent.status).toBe(200);
    expect(await unread(saver.token)).toBe(2);

    const page = await list(saver.token);
    expect(page.body.data.list.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['Promoção de fim de semana', false],
      ['Saque aprovado', false],
    ]);
    const opened = await open(saver.token, sent.body.data.id);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: sent.body.data.id, title: 'Promoção de fim de semana', body: 'Pontos em dobro no sábado.', read: true });
    expect(await unread(saver.token)).toBe(1);
    expect((await open(saver.token, sent.body.data.id)).body.data.read).toBe(true);
    expect(await unread(saver.token)).toBe(1);
    expect((await list(saver.token)).body.data.list[0].read).toBe(true);
  });

  it('marks all as read', async () => {
    const saver = await memberWithDecision();
    await broadcast('Aviso 1');
    await broadcast('Aviso 2');
    expect(await unread(saver.token)).toBe(3);
    const all = await t.post(API.readAllMessages.path, {}, { token: saver.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 3, unread: 0 });
    expect(await unread(saver.token)).toBe(0);
    expect((await list(saver.token)).body.data.list.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await t.post(API.readAllMessages.path, {}, { token: saver.token })).body.data).toEqual({ marked: 0, unread: 0 });
  });

  it('mark all racing with new messages never fails and leaves only the newer ones unread', async () => {
    const saver = await memberWithDecision();
    const calls = await Promise.all([
      ...Array.from({ length: 4 }, () => t.post(API.readAllMessages.path, {}, { token: saver.token })),
      ...Array.from({ length: 4 }, (_, i) => broadcast(`Corrida ${i}`)),
      open(saver.token, (await list(saver.token)).body.data.list[0].id),
    ]);
    expect(calls.map((c) => c.status)).toEqual(Array(9).fill(200));
    const left = await unread(saver.token);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(4);
    const rows = (await list(saver.token)).body.data.list as { read: boolean }[];
    expect(rows.filter((m) => !m.read)).toHaveLength(left);
    await t.post(API.readAllMessages.path, {}, { token: saver.token });
    expect(await unread(saver.token)).toBe(0);
  });
});

describe('who sees what', () => {
  it('refuses member B the message of member A like an unknown id', async () => {
    const a = await memberWithDecision();
    const b = await registerMember(t);
    const aMessage = (await list(a.token)).body.data.list[0].id as number;
    const refused = await open(b.token, aMessage);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(S.messageNotFound);
    expect((await open(b.token, 999_999_999)).body.msg).toBe(S.messageNotFound);
    expect((await list(b.token)).body.data.list.some((m: { id: number }) => m.id === aMessage)).toBe(false);
    expect(await unread(a.token)).toBe(1);
  });

  it('answers 401 to a visitor on every member call', async () => {
    const device = await t.post(API.deviceToken.path, { device_id: 'device-messages-visitor-1' });
    const visitor = device.body.data.token as string;
    for (const path of [API.stationMessages.path, API.stationMessageDetail.path, API.unreadMessages.path, API.readAllMessages.path]) {
      expect((await t.post(path, { id: 1 }, { token: visitor })).status).toBe(401);
      expect((await t.post(path, { id: 1 })).status).toBe(401);
    }
  });

  it('stores a broadcast once and shows it to every member who existed when it was sent', async () => {
    const members = await Promise.all([registerMember(t), registerMember(t), registerMember(t)]);
    const sent = await broadcast('Para todos');
    const id = sent.body.data.id as number;
    const rows = await t.db.select().from(stationMessages).where(eq(stationMessages.title, 'Para todos'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    for (const m of members) expect((await list(m.token)).body.data.list[0]).toMatchObject({ id, title: 'Para todos', read: false });
    await open(members[0]!.token, id);
    expect((await list(members[1]!.token)).body.data.list[0].read).toBe(false);
    const later = await registerMember(t);
    expect((await list(later.token)).body.data.list.some((m: { id: number }) => m.id === id)).toBe(false);
    expect((await t.db.select().from(stationMessages).where(isNull(stationMessages.userId))).length).toBeGreaterThan(0);
  });

  it('guards the broadcast with the operator secret and checks its input', async () => {
    expect((await t.post(OPS_CALLS.broadcastMessage.path, { title: 'x', body: 'y' })).status).toBe(403);
    expect((await t.post(OPS_CALLS.broadcastMessage.path, { title: ' ', body: 'y' }, ops)).status).toBe(400);
    expect((await t.post(OPS_CALLS.broadcastMessage.path, { title: 'x'.repeat(201), body: 'y' }, ops)).status).toBe(400);
  });

  it('pages newest first', async () => {
    const m = await registerMember(t);
    for (let i = 1; i <= 12; i += 1) await broadcast(`Página ${i}`);
    const first = (await list(m.token, 1)).body.data;
    const second = (await list(m.token, 2)).body.data;
    expect(first.list).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.list[0].title).toBe('Página 12');
    expect(second.list.map((x: { title: string }) => x.title)).toEqual(['Página 2', 'Página 1']);
    expect(second.hasMore).toBe(false);
  });
});
