import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { addressRequest } from '../../src/domain/contract/rewards.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { addresses } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  recipient_name: 'João Pereira',
  phone: '21987654321',
  cep: '20040020',
  street: 'Rua da Assembleia',
  number: '10',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
};

describe('address validation', () => {
  it('answers the first problem in Portuguese and stores nothing', async () => {
    const p = await newPlayer(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, recipient_name: 'J' }, R.recipientNameFormat],
      [{ ...valid, recipient_name: 'João 123' }, R.recipientNameFormat],
      [{ ...valid, phone: '98765432' }, R.addressPhoneFormat],
      [{ ...valid, phone: undefined }, R.addressPhoneFormat],
      [{ ...valid, cep: '2004-0020' }, R.cepFormat],
      [{ ...valid, cep: '200400' }, R.cepFormat],
      [{ ...valid, street: ' ' }, R.streetFormat],
      [{ ...valid, number: '' }, R.streetNumberFormat],
      [{ ...valid, number: '12345678901' }, R.streetNumberFormat],
      [{ ...valid, complement: 'x'.repeat(61) }, R.complementFormat],
      [{ ...valid, district: 'C' }, R.districtFormat],
      [{ ...valid, city: '' }, R.cityFormat],
      [{ ...valid, state: 'XX' }, R.stateFormat],
      [{ ...valid, state: undefined }, R.stateFormat],
      [{ ...valid, is_default: 'sim' }, R.invalidRequest],
    ];
    for (const [body, msg] of cases) {
      expect(await t.post(API.addressAdd.path, body, { token: p.token })).toMatchObject({ status: 400, body: { code: 400, msg, data: null } });
    }
    expect(await t.db.$count(addresses, eq(addresses.userId, p.id))).toBe(0);
  });

  it('normalises what it accepts: CEP with a dash, phone digits, upper-case UF, empty complement', () => {
    const parsed = addressRequest.parse({ ...valid, cep: '20040-020', phone: '(21) 98765-4321', state: ' rj ', recipient_name: "  D'Ávila Souza " });
    expect(parsed).toMatchObject({ cep: '20040-020', phone: '21987654321', state: 'RJ', complement: '', recipient_name: "D'Ávila Souza", is_default: false });
    expect(addressRequest.parse({ ...valid, number: 'S/N' }).number).toBe('S/N');
  });
});

describe('the address book', () => {
  it('makes the first address the default, moves the default on request, and lists the default first', async () => {
    const p = await newPlayer(t);
    const first = (await t.post(API.addressAdd.path, valid, { token: p.token })).body.data;
    expect(first).toMatchObject({ ...valid, cep: '20040-020', complement: '', is_default: true, id: expect.any(Number), created_at: expect.any(String) });
    const second = (await t.post(API.addressAdd.path, { ...valid, street: 'Rua Dois' }, { token: p.token })).body.data;
    expect(second.is_default).toBe(false);
    const third = (await t.post(API.addressAdd.path, { ...valid, street: 'Rua Três', is_default: true }, { token: p.token })).body.data;
    expect(third.is_default).toBe(true);
    let list = (await t.post(API.addressList.path, {}, { token: p.token })).body.data;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[third.id, true], [second.id, false], [first.id, false]]);

    list = (await t.post(API.addressSetDefault.path, { id: first.id }, { token: p.token })).body.data;
    expect(list.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: number }) => a.id)).toEqual([first.id]);

    // Deleting the default makes the newest remaining one the default.
    list = (await t.post(API.addressDelete.path, { id: first.id }, { token: p.token })).body.data;
    expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[third.id, true], [second.id, false]]);
    list = (await t.post(API.addressDelete.path, { id: second.id }, { token: p.token })).body.data;
    expect(list.map((a: { id: number }) => a.id)).toEqual([third.id]);
  });

  it('keeps each member\'s addresses to themselves', async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    const mine = (await t.post(API.addressAdd.path, valid, { token: p.token })).body.data;
    expect((await t.post(API.addressList.path, {}, { token: other.token })).body.data).toEqual([]);
    expect((await t.post(API.addressSetDefault.path, { id: mine.id }, { token: other.token })).body).toEqual({ code: 400, msg: S.addressNotFound, data: null });
    expect((await t.post(API.addressDelete.path, { id: mine.id }, { token: other.token })).body.msg).toBe(S.addressNotFound);
    expect((await t.post(API.addressDelete.path, { id: 'um' }, { token: p.token })).body.msg).toBe(R.recordIdInvalid);
    expect(await t.db.$count(addresses, eq(addresses.userId, p.id))).toBe(1);
    expect((await t.post(API.addressList.path, {})).status).toBe(401);
  });

  it('holds at most 10 addresses', async () => {
    const p = await newPlayer(t);
    await Promise.all(Array.from({ length: 12 }, (_, i) => t.post(API.addressAdd.path, { ...valid, number: String(i + 1) }, { token: p.token })));
    expect(await t.db.$count(addresses, eq(addresses.userId, p.id))).toBe(10);
    const full = await t.post(API.addressAdd.path, valid, { token: p.token });
    expect(full.body).toEqual({ code: 400, msg: 'Você pode cadastrar no máximo 10 endereços', data: null });
    const defaults = (await t.post(API.addressList.path, {}, { token: p.token })).body.data.filter((a: { is_default: boolean }) => a.is_default);
    expect(defaults).toHaveLength(1);
  });
});
