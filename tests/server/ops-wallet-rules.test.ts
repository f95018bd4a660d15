/** The console's "Regras de saque": types and rules saved (audited), and the member's wallet obeying them at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsWalletRules, OpsWithdrawalType, SaveWithdrawalRulesBody, SaveWithdrawalTypeBody } from '../../src/domain/contract/ops-wallet-rules.ts';
import { OPS_TOKEN_HEADER } from '../../src/domain/contract/ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { ConversionType } from '../../src/domain/contract/wallet.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { WALLET_MEMBER_MESSAGES, WALLET_RULE_MESSAGES as M } from '../../src/domain/wallet-rules.pt.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newSaver, PASSWORD, PIX, type Saver, withdrawCall } from './wallet-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret: { headers: Record<string, string> } = { headers: { 'x-ops-secret': OPS_SECRET } };

async function loaded(): Promise<OpsWalletRules> {
  const answer = await t.get<OpsWalletRules>(OPS_CALLS.walletRules.path, secret);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function loadedType(id: number): Promise<OpsWithdrawalType> {
  const found = (await loaded()).types.find((type) => type.id === id);
  if (!found) throw new Error(`no type ${id}`);
  return found;
}

function editBody(type: OpsWithdrawalType, change: Partial<SaveWithdrawalTypeBody>): SaveWithdrawalTypeBody {
  const { id, ...fields } = type;
  return { id, ...fields, loaded: fields, ...change };
}

const saveType = (body: SaveWithdrawalTypeBody, opts = secret) => t.post<OpsWithdrawalType>(OPS_CALLS.saveWithdrawalType.path, body, opts);
const saveRules = (body: SaveWithdrawalRulesBody, opts = secret) => t.post(OPS_CALLS.saveWithdrawalRules.path, body, opts);

async function setRules(change: Partial<SaveWithdrawalRulesBody>) {
  const { rules } = await loaded();
  const answer = await saveRules({ ...rules, loaded: rules, ...change });
  expect(answer.status).toBe(200);
}

async function memberTypes(saver: Saver): Promise<ConversionType[]> {
  return (await t.post(API.walletInfo.path, {}, { token: saver.token })).body.data.types as ConversionType[];
}

describe('withdrawal types', () => {
  it('a new minimum shows on the next wallet info and is enforced', async () => {
    const saver = await newSaver(t, 20_000);
    expect((await memberTypes(saver)).find((type) => type.id === PIX.id)?.min_amount).toBe(PIX.min);
    const saved = await saveType(editBody(await loadedType(PIX.id), { min_amount: 50 }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: PIX.id, min_amount: 50, max_amount: PIX.max });
    expect((await memberTypes(saver)).find((type) => type.id === PIX.id)).toMatchObject({ min_amount: 50, max_amount: PIX.max });
    const refusedAnswer = await withdrawCall(t, saver, { amount: 40 });
    expect(refusedAnswer.status).toBe(400);
    expect(refusedAnswer.body.msg).toBe('O valor mínimo é R$ 50');
    expect((await withdrawCall(t, saver, { amount: 50 })).status).toBe(200);
    expect((await withdrawCall(t, saver, { amount: PIX.max + 1 })).body.msg).toBe('O valor máximo é R$ 500');
  });

  it('refuses a minimum above the maximum and bad fields in Portuguese, saving nothing', async () => {
    const before = await loadedType(PIX.id);
    const inverted = await saveType(editBody(before, { min_amount: 600, max_amount: 500 }));
    expect(inverted.status).toBe(400);
    expect(inverted.body.msg).toBe(M.minAboveMax);
    expect((await saveType(editBody(before, { name: '' }))).body.msg).toBe('Nome: de 1 a 40 caracteres');
    expect((await saveType(editBody(before, { rate: 1.5 }))).body.msg).toMatch(/^Taxa:/);
    expect((await saveType(editBody(before, { unit: 'R$R$R$R$R$' }))).body.msg).toMatch(/^Unidade:/);
    expect(await loadedType(PIX.id)).toEqual(before);
  });

  it('refuses an edit made over someone else’s change', async () => {
    const stale = await loadedType(PIX.id);
    expect((await saveType(editBody(stale, { max_amount: 400 }))).status).toBe(200);
    const late = await saveType(editBody(stale, { max_amount: 450 }));
    expect(late.body.msg).toBe(M.typeChanged);
    expect((await loadedType(PIX.id)).max_amount).toBe(400);
  });

  it('a type switched off leaves the member’s list and cannot be used; a new one appears', async () => {
    const saver = await newSaver(t, 20_000);
    const created = await saveType({ name: 'Cartão', platform: 'Cartão pré-pago', rate: 200, unit: 'R$', min_amount: 5, max_amount: 50, active: true });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await memberTypes(saver)).map((type) => type.id)).toContain(id);
    const ok = await withdrawCall(t, saver, { type_id: id, amount: 5 });
    expect(ok.body.data).toMatchObject({ points: 1_000, type_name: 'Cartão' });
    expect((await saveType(editBody(created.body.data, { active: false }))).status).toBe(200);
    expect((await memberTypes(saver)).map((type) => type.id)).not.toContain(id);
    expect((await withdrawCall(t, saver, { type_id: id, amount: 5 })).body.msg).toBe(S.conversionTypeUnavailable);
    expect((await loaded()).types.find((type) => type.id === id)?.active).toBe(false);
  });
});

describe('withdrawal rules', () => {
  it('the daily cap refuses the next request of the day, and lifts the next day', async () => {
    const saver = await newSaver(t, 50_000);
    await setRules({ daily_cap: 2 });
    expect((await withdrawCall(t, saver, { amount: 50 })).status).toBe(200);
    expect((await withdrawCall(t, saver, { amount: 50 })).status).toBe(200);
    const third = await withdrawCall(t, saver, { amount: 50 });
    expect(third.status).toBe(400);
    expect(third.body.msg).toBe(WALLET_MEMBER_MESSAGES.dailyCapReached.replace('{{cap}}', '2'));
    expect((await t.post(API.walletInfo.path, {}, { token: saver.token })).body.data.points).toBe(40_000);
    t.clock.advance(24 * 3600);
    expect((await withdrawCall(t, saver, { amount: 50 })).status).toBe(200);
    await setRules({ daily_cap: 0 });
  });

  it('a new cooling-off applies to the next withdrawal', async () => {
    const saver = await newSaver(t, 20_000);
    const changed = await t.post(API.updateWithdrawalPassword.path, { old_password: PASSWORD, password: '135790', confirm_password: '135790' }, { token: saver.token });
    expect(changed.status).toBe(200);
    await setRules({ cooling_off_hours: 2 });
    const waiting = await withdrawCall(t, saver, { amount: 50, password: '135790' });
    expect(waiting.body.msg).toMatch(/^Por segurança, saques ficam liberados 2 h após/);
    await setRules({ cooling_off_hours: 0 });
    expect((await t.post(API.walletInfo.path, {}, { token: saver.token })).body.data.cooling_until).toBeNull();
    expect((await withdrawCall(t, saver, { amount: 50, password: '135790' })).status).toBe(200);
    await setRules({ cooling_off_hours: 24 });
  });

  it('starts with the rewards\' defaults and applies a new monthly allowance to the next reward at once', async () => {
    expect((await loaded()).rules).toMatchObject({ monthly_allowance: 30_000, invite_release_hours: 24, linked_release_hours: 72 });
    await setRules({ monthly_allowance: 10 });
    const saver = await newSaver(t, 0);
    const redeemed = await t.post(API.redeemCode.path, { code: 'PREMIA50' }, { token: saver.token });
    expect(redeemed.status).toBe(400);
    expect(redeemed.body.msg).toMatch(/^Você chegou ao limite de 10 pontos em recompensas deste mês/);
    await setRules({ monthly_allowance: 0 });
    expect((await t.post(API.redeemCode.path, { code: 'PREMIA50' }, { token: saver.token })).status).toBe(200);
    await setRules({ monthly_allowance: 30_000 });
  });

  it('refuses rules out of range or saved over someone else’s change, saving nothing', async () => {
    const { rules } = await loaded();
    expect((await saveRules({ ...rules, cooling_off_hours: 721, daily_cap: 0, loaded: rules })).body.msg).toBe(M.coolingInvalid.replace('{{max}}', '720'));
    expect((await saveRules({ ...rules, cooling_off_hours: 1, daily_cap: -1, loaded: rules })).body.msg).toBe(M.dailyCapInvalid.replace('{{max}}', '100'));
    expect((await saveRules({ ...rules, monthly_allowance: 10_000_001, loaded: rules })).body.msg).toBe(M.allowanceInvalid.replace('{{max}}', '10000000'));
    expect((await saveRules({ ...rules, invite_release_hours: 1.5, loaded: rules })).body.msg).toBe(M.inviteReleaseInvalid.replace('{{max}}', '720'));
    expect((await saveRules({ ...rules, linked_release_hours: -1, loaded: rules })).body.msg).toBe(M.linkedReleaseInvalid.replace('{{max}}', '720'));
    const stale = { ...rules, cooling_off_hours: rules.cooling_off_hours + 1 };
    expect((await saveRules({ ...rules, cooling_off_hours: 5, daily_cap: 3, loaded: stale })).body.msg).toBe(M.rulesChanged);
    expect((await loaded()).rules).toEqual(rules);
  });
});

describe('operators', () => {
  it('refuses a caller without an operator credential', async () => {
    expect((await t.get(OPS_CALLS.walletRules.path)).status).toBe(403);
    const type = await loadedType(PIX.id);
    expect((await saveType(editBody(type, { min_amount: 1 }), { headers: {} })).status).toBe(403);
    const dead = { headers: { [OPS_TOKEN_HEADER]: 'not-a-session' } };
    expect((await saveRules({ ...(await loaded()).rules, cooling_off_hours: 1, daily_cap: 1, loaded: (await loaded()).rules }, dead)).status).toBe(401);
    expect(await loadedType(PIX.id)).toEqual(type);
  });

  it('audits every save with the operator’s name and a before/after', async () => {
    const { name, headers: as } = await signedInOperator(t, 'saques');
    const type = await loadedType(PIX.id);
    expect((await saveType(editBody(type, { max_amount: 300 }), as)).status).toBe(200);
    const { rules } = await loaded();
    expect((await saveRules({ ...rules, cooling_off_hours: 12, daily_cap: 5, loaded: rules }, as)).status).toBe(200);
    const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=50' });
    const mine = (audit.body.data.list as Array<{ actor: string; action: string; target: string; detail: Record<string, unknown> }>).filter((entry) => entry.actor === name);
    expect(mine.find((entry) => entry.action === 'wallet.type.update')).toMatchObject({
      target: `conversion_types:${PIX.id}`, detail: { before: { max_amount: type.max_amount }, after: { max_amount: 300 } },
    });
    expect(mine.find((entry) => entry.action === 'wallet.rules')).toMatchObject({ detail: { before: rules, after: { cooling_off_hours: 12, daily_cap: 5 } } });
  });
});
