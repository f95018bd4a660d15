/**
 * Ownership, in one table: for every call that takes the id of a member's record,
 * member B naming member A's record gets exactly the answer an unknown id gets — same status,
 * same Portuguese message — so B learns nothing, and A's record is left as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import type { Task } from '../../src/domain/contract/tasks.ts';
import { addresses, users } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { drawCall, grant, keyForKind, type Player } from './reward-flows.ts';
import { png, tempStorage, upload } from './upload-flows.ts';
import { decide, newSaver, type Saver, withdrawCall } from './wallet-flows.ts';

let t: TestApp;
let disk: ReturnType<typeof tempStorage>;
beforeAll(async () => {
  disk = tempStorage();
  t = await createTestApp({ storage: disk.storage, autoTasks: true });
});
afterAll(async () => {
  await t.close();
  disk.dispose();
});

const UNKNOWN = 999_999_999;
const ADDRESS = {
  recipient_name: 'Ana Dona', phone: '(11) 98765-4321', cep: '01310-100', street: 'Avenida Paulista',
  number: '10', district: 'Bela Vista', city: 'São Paulo', state: 'SP',
};

interface Records {
  drawId: number;
  physicalDrawId: number;
  ledgerId: number;
  addressId: number;
  withdrawalId: number;
  messageId: number;
  taskRecordId: number;
  uploadId: number;
}

async function ok<T>(call: Promise<{ status: number; body: { msg: string; data: T } }>): Promise<T> {
  const answer = await call;
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

/** Member A with one record of every kind a call can name by id. */
async function recordsOf(a: Saver & Player): Promise<Records> {
  const token = { token: a.token };
  await grant(t, a.id, 'wheel', 2);
  const drawn = await ok(drawCall(t, a, 'wheel', await keyForKind(t, a, 'wheel', 'points')));
  const physical = await ok(drawCall(t, a, 'wheel', await keyForKind(t, a, 'wheel', 'physical')));
  const address = await ok(t.post<{ id: number }>(API.addressAdd.path, ADDRESS, token));
  const withdrawal = await ok(withdrawCall(t, a));
  expect((await decide(t, withdrawal.id, 'reject', 'Conta errada')).status).toBe(200);
  const messages = await ok(t.post<{ list: Array<{ id: number }> }>(API.stationMessages.path, {}, token));
  const ledger = await ok(t.post<{ list: Array<{ id: number }> }>(API.pointsHistory.path, {}, token));
  const tasks = await ok(t.post<Task[]>(API.taskList.path, {}, token));
  const daily = tasks.find((task) => task.title === 'Conte como foi seu dia de prêmios')!;
  const submitted = await ok(t.post<{ id: number }>(API.taskSubmit.path, { task_id: daily.id, text: 'Foi ótimo' }, token));
  const uploaded = await upload(t, a.token, [await png('minha.png')]);
  expect(uploaded.status).toBe(200);
  return {
    drawId: drawn.draw_id, physicalDrawId: physical.draw_id, ledgerId: ledger.list[0]!.id, addressId: address.id,
    withdrawalId: withdrawal.id, messageId: messages.list[0]!.id, taskRecordId: submitted.id, uploadId: uploaded.body.data.items[0]!.id,
  };
}

interface Row {
  call: string;
  path: string;
  /** The body naming a record: A's id or the unknown one. */
  body(id: number, own: { addressId: number }): Record<string, unknown>;
  record: keyof Records;
}

const TABLE: Row[] = [
  { call: 'draw detail', path: API.lotteryDetail.path, body: (id) => ({ id }), record: 'drawId' },
  { call: 'prize claim (draw)', path: API.lotteryClaim.path, body: (id, own) => ({ draw_id: id, address_id: own.addressId }), record: 'physicalDrawId' },
  { call: 'points entry detail', path: API.pointsDetail.path, body: (id) => ({ id }), record: 'ledgerId' },
  { call: 'address: set default', path: API.addressSetDefault.path, body: (id) => ({ id }), record: 'addressId' },
  { call: 'address: delete', path: API.addressDelete.path, body: (id) => ({ id }), record: 'addressId' },
  { call: 'withdrawal detail', path: API.withdrawalDetail.path, body: (id) => ({ id }), record: 'withdrawalId' },
  { call: 'station message', path: API.stationMessageDetail.path, body: (id) => ({ id }), record: 'messageId' },
  { call: 'task submission detail', path: API.taskRecordDetail.path, body: (id) => ({ id }), record: 'taskRecordId' },
  { call: 'profile photo from an upload', path: API.setAvatar.path, body: (id) => ({ upload_id: id }), record: 'uploadId' },
  {
    call: 'feedback with an upload', path: API.submitFeedback.path, record: 'uploadId',
    body: (id) => ({ email: 'b@exemplo.com.br', content: 'Olá', images: [id] }),
  },
];

describe('member B naming member A’s records', () => {
  let a: Saver & Player;
  let b: Saver & Player;
  let records: Records;
  let bAddressId: number;

  beforeAll(async () => {
    const [saverA, saverB] = [await newSaver(t, 5_000), await newSaver(t, 5_000)];
    a = { ...saverA, username: 'a' };
    b = { ...saverB, username: 'b' };
    records = await recordsOf(a);
    bAddressId = (await ok(t.post<{ id: number }>(API.addressAdd.path, ADDRESS, { token: b.token }))).id;
  });

  it.each(TABLE)('$call: the same refusal as an unknown id', async (row) => {
    const own = { addressId: bAddressId };
    const theirs = await t.post(row.path, row.body(records[row.record], own), { token: b.token });
    const unknown = await t.post(row.path, row.body(UNKNOWN, own), { token: b.token });
    expect(theirs.status).toBeGreaterThanOrEqual(400);
    expect(theirs.status).toBeLessThan(500);
    expect({ status: theirs.status, msg: theirs.body.msg }).toEqual({ status: unknown.status, msg: unknown.body.msg });
    expect(theirs.body.msg).toMatch(/[ãáâçéêíóôõú]|[a-z]{3,} [a-z]/i);
  });

  // A still reads each record: the ids named above were real, so the refusals were about B.
  it('leaves A’s records as they were, still readable by A', async () => {
    const token = { token: a.token };
    expect(await t.db.select().from(addresses).where(eq(addresses.id, records.addressId))).toHaveLength(1);
    const detail = await ok(t.post<{ id: number }>(API.lotteryDetail.path, { id: records.physicalDrawId }, token));
    expect(detail).toMatchObject({ id: records.physicalDrawId });
    expect((await t.post(API.withdrawalDetail.path, { id: records.withdrawalId }, token)).status).toBe(200);
    expect((await t.post(API.stationMessageDetail.path, { id: records.messageId }, token)).status).toBe(200);
    expect((await t.post(API.taskRecordDetail.path, { id: records.taskRecordId }, token)).status).toBe(200);
    const [bRow] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, b.id));
    expect(bRow?.avatar ?? null).toBeNull();
  });
});
