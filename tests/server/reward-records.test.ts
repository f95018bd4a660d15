import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { OPS_REVIEW_MESSAGES as M } from '../../src/domain/ops-reviews.pt.ts';
import { draws } from '../../server/db/schema.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { drawCall, expectLedgerConsistent, grant, keyForKind, newPlayer, type Player, pointsOf } from './reward-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asOperator = { headers: { 'x-ops-secret': OPS_SECRET } };
const address = {
  recipient_name: 'Maria da Silva',
  phone: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

async function drawKind(player: Player, game: 'wheel' | 'giftbox' | 'chest', kind: 'points' | 'physical' | 'nothing') {
  const result = await drawCall(t, player, game, await keyForKind(t, player, game, kind));
  expect(result.status).toBe(200);
  expect(result.body.data.prize.kind).toBe(kind);
  return result.body.data;
}

async function addAddress(player: Player) {
  const added = await t.post(API.addressAdd.path, address, { token: player.token });
  expect(added.status).toBe(200);
  return added.body.data;
}

describe('a physical prize', () => {
  it('waits for an address, goes to review when claimed and the operator delivers it', async () => {
    const player = await newPlayer(t);
    const won = await drawKind(player, 'wheel', 'physical');
    expect(won).toMatchObject({ status: 'pending', points_awarded: 0, balance: 0, prize: { label: 'Fone de ouvido', kind: 'physical' } });
    expect(await pointsOf(t, player.id)).toBe(0);
    const pending = await t.post(API.lotteryRecords.path, { status: 'pending' }, { token: player.token });
    expect(pending.body.data.list).toEqual([
      expect.objectContaining({ id: won.draw_id, status: 'pending', status_text: 'Aguardando endereço', needs_address: true, address: null, game_name: 'Roda da Fortuna' }),
    ]);

    const home = await addAddress(player);
    const claimed = await t.post(API.lotteryClaim.path, { draw_id: won.draw_id, address_id: home.id }, { token: player.token });
    expect(claimed.body.data).toMatchObject({
      status: 'review',
      status_text: 'Em análise',
      needs_address: false,
      address: { recipient_name: 'Maria da Silva', phone: '11987654321', cep: '01310-100', state: 'SP', complement: 'Apto 12' },
      claimed_at: expect.any(String),
    });
    // A second claim, or a claim of a prize that needs no address, is refused.
    expect(await t.post(API.lotteryClaim.path, { draw_id: won.draw_id, address_id: home.id }, { token: player.token })).toMatchObject({ status: 400, body: { msg: S.prizeNotClaimable } });

    const queue = await t.get(OPS_CALLS.prizeClaims.path, asOperator);
    expect(queue.body.data).toEqual([expect.objectContaining({ id: won.draw_id, status: 'review', username: player.username, member_id: String(player.id) })]);
    const decided = await t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: won.draw_id, status: 'success', remark: 'Enviado pelos Correios' }, asOperator);
    expect(decided.body.data).toMatchObject({ status: 'success', status_text: 'Sucesso', remark: 'Enviado pelos Correios', decided_at: expect.any(String) });
    expect((await t.post(API.unreadMessages.path, {}, { token: player.token })).body.data.unread).toBe(1);
    expect(await t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: won.draw_id, status: 'failed', remark: 'x' }, asOperator)).toMatchObject({ status: 400, body: { msg: S.prizeNotInReview } });

    // The claimed prize keeps its copy of the address after the member deletes it.
    await t.post(API.addressDelete.path, { id: home.id }, { token: player.token });
    const detail = await t.post(API.lotteryDetail.path, { id: won.draw_id }, { token: player.token });
    expect(detail.body.data).toMatchObject({ status: 'success', address: { street: 'Avenida Paulista', number: '1000' } });
  });

  it('refused by the operator becomes failed with the remark and gives nothing back', async () => {
    const player = await newPlayer(t);
    const won = await drawKind(player, 'wheel', 'physical');
    const chancesBefore = (await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token })).body.data.chances_left;
    const home = await addAddress(player);
    await t.post(API.lotteryClaim.path, { draw_id: won.draw_id, address_id: home.id }, { token: player.token });
    const failed = await t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: won.draw_id, status: 'failed', remark: 'Endereço fora da área de entrega' }, asOperator);
    expect(failed.body.data).toMatchObject({ status: 'failed', status_text: 'Falhou', remark: 'Endereço fora da área de entrega' });
    expect((await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token })).body.data.chances_left).toBe(chancesBefore);
    expect(await pointsOf(t, player.id)).toBe(0);
    const messages = await t.post(API.stationMessages.path, {}, { token: player.token });
    expect(messages.body.data.list[0]).toMatchObject({ title: S.prizeRefusedTitle, body: expect.stringMatching(/recusado\. Endereço fora da área de entrega$/), read: false });
    const records = await t.post(API.lotteryRecords.path, { status: 'failed' }, { token: player.token });
    expect(records.body.data.list.map((r: { id: number }) => r.id)).toEqual([won.draw_id]);
    // Refused prizes are not in the public winners list.
    const winners = await t.post(API.rewardRecords.path, { game: 'wheel', page_size: 50 });
    expect(winners.body.data.list.map((w: { id: number }) => w.id)).not.toContain(won.draw_id);
  });

  it('refuses claims with a wrong address, another member\'s draw or address, and bad ids, changing nothing', async () => {
    const player = await newPlayer(t);
    const other = await newPlayer(t);
    const won = await drawKind(player, 'wheel', 'physical');
    const otherAddress = await addAddress(other);
    const mine = await addAddress(player);
    expect((await t.post(API.lotteryClaim.path, { draw_id: won.draw_id, address_id: otherAddress.id }, { token: player.token })).body.msg).toBe(S.addressNotFound);
    expect((await t.post(API.lotteryClaim.path, { draw_id: won.draw_id, address_id: mine.id }, { token: other.token })).body.msg).toBe(S.recordNotFound);
    expect((await t.post(API.lotteryClaim.path, { draw_id: 'abc', address_id: mine.id }, { token: player.token })).body.msg).toBe(R.recordIdInvalid);
    expect((await t.post(API.lotteryClaim.path, { draw_id: won.draw_id }, { token: player.token })).body.msg).toBe(R.recordIdInvalid);
    const points = await drawKind(player, 'wheel', 'points');
    expect((await t.post(API.lotteryClaim.path, { draw_id: points.draw_id, address_id: mine.id }, { token: player.token })).body.msg).toBe(S.prizeNotClaimable);
    const [row] = await t.db.select().from(draws).where(eq(draws.id, won.draw_id));
    expect(row).toMatchObject({ status: 'pending', address: null, claimedAt: null });
  });

  it('operator calls need the secret and valid input', async () => {
    expect((await t.get(OPS_CALLS.prizeClaims.path)).status).toBe(403);
    expect((await t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: 1, status: 'success' })).status).toBe(403);
    expect(await t.post(OPS_CALLS.decidePrizeClaim.path, { draw_id: 1, status: 'talvez' }, asOperator)).toMatchObject({ status: 400, body: { msg: M.prizeDecisionInvalid } });
    expect(await t.get(OPS_CALLS.prizeClaims.path, { ...asOperator, query: 'status=nada' })).toMatchObject({ status: 400, body: { msg: M.statusInvalid } });
  });
});

describe('POST /api/lottery/records and /api/lottery/detail', () => {
  it('lists my prizes newest first, filtered by status and game, without "nothing" draws, with pagination', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 5);
    const nothing = await drawKind(player, 'wheel', 'nothing');
    const p1 = await drawKind(player, 'wheel', 'points');
    const p2 = await drawKind(player, 'giftbox', 'points');
    const phys = await drawKind(player, 'wheel', 'physical');
    const all = await t.post(API.lotteryRecords.path, {}, { token: player.token });
    expect(all.body.data).toMatchObject({ page: 1, page_size: 20, hasMore: false });
    expect(all.body.data.list.map((r: { id: number }) => r.id)).toEqual([phys.draw_id, p2.draw_id, p1.draw_id]);
    expect(all.body.data.list[1]).toMatchObject({ game: 'giftbox', game_name: 'Caixa da sorte', status: 'success', status_text: 'Sucesso', points_awarded: p2.prize.points });
    const wheelOnly = await t.post(API.lotteryRecords.path, { game: 'wheel', status: 'success' }, { token: player.token });
    expect(wheelOnly.body.data.list.map((r: { id: number }) => r.id)).toEqual([p1.draw_id]);
    const page1 = await t.post(API.lotteryRecords.path, { page: 1, page_size: 2 }, { token: player.token });
    const page2 = await t.post(API.lotteryRecords.path, { page: 2, page_size: 2 }, { token: player.token });
    expect([page1.body.data.list.length, page1.body.data.hasMore, page2.body.data.list.length, page2.body.data.hasMore]).toEqual([2, true, 1, false]);
    // A 'nothing' draw is not listed but has its detail (with the proof), as 'Sem prêmio'.
    const detail = await t.post(API.lotteryDetail.path, { id: String(nothing.draw_id) }, { token: player.token });
    expect(detail.body.data).toMatchObject({ id: nothing.draw_id, status: 'none', status_text: 'Sem prêmio', prize: { label: 'Tente de novo' }, seed: nothing.seed, commitment_hash: nothing.commitment_hash, client_key: nothing.client_key, weights: nothing.weights, ledger_entry_id: null });
    const pointsDetail = await t.post(API.lotteryDetail.path, { id: p1.draw_id }, { token: player.token });
    expect(pointsDetail.body.data.ledger_entry_id).toEqual(expect.any(Number));
  });

  it('refuses bad filters and another member\'s draw', async () => {
    const player = await newPlayer(t);
    const other = await newPlayer(t);
    const d = await drawKind(player, 'giftbox', 'points');
    expect((await t.post(API.lotteryDetail.path, { id: d.draw_id }, { token: other.token })).body).toEqual({ code: 400, msg: S.recordNotFound, data: null });
    expect((await t.post(API.lotteryDetail.path, { id: 0 }, { token: player.token })).body.msg).toBe(R.recordIdInvalid);
    expect((await t.post(API.lotteryRecords.path, { status: 'none' }, { token: player.token })).body.msg).toBe(R.recordStatusInvalid);
    expect((await t.post(API.lotteryRecords.path, { page: 0 }, { token: player.token })).body.msg).toBe(R.pageInvalid);
    expect((await t.post(API.lotteryRecords.path, { page_size: 51 }, { token: player.token })).body.msg).toBe(R.pageSizeInvalid);
    expect((await t.post(API.lotteryRecords.path, {})).status).toBe(401);
  });
});

describe('POST /api/game/getRewordRecords', () => {
  it('lists recent winners of a game with masked names, to anyone', async () => {
    const player = await newPlayer(t);
    const won = await drawKind(player, 'giftbox', 'points');
    const winners = await t.post(API.rewardRecords.path, { game: 'giftbox', scope: 'all', page_size: 5 });
    const masked = `${player.username.slice(0, 2)}***${player.username.slice(-2)}`;
    expect(winners.body.data.list[0]).toEqual({
      id: won.draw_id,
      game: 'giftbox',
      name_masked: masked,
      prize: won.prize,
      status: 'success',
      text: `${masked} ganhou ${won.prize.label}`,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(winners.body.data)).not.toContain(player.username);
    // 'nothing' draws are not winners.
    await grant(t, player.id, 'giftbox', 1);
    const nothing = await drawKind(player, 'giftbox', 'nothing');
    const again = await t.post(API.rewardRecords.path, { game: 'giftbox' });
    expect(again.body.data.list.map((w: { id: number }) => w.id)).not.toContain(nothing.draw_id);
  });

  it('lists my prizes in a game with scope mine (member only), paginated', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'chest', 3);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.unshift((await drawCall(t, player, 'chest')).body.data.draw_id);
    const first = await t.post(API.rewardRecords.path, { game: 'chest', scope: 'mine', page_size: 2 }, { token: player.token });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 2, hasMore: true });
    expect(first.body.data.list.map((w: { id: number }) => w.id)).toEqual(ids.slice(0, 2));
    const second = await t.post(API.rewardRecords.path, { game: 'chest', scope: 'mine', page: 2, page_size: 2 }, { token: player.token });
    expect(second.body.data).toMatchObject({ hasMore: false, list: [expect.objectContaining({ id: ids[2] })] });
    expect((await t.post(API.rewardRecords.path, { game: 'chest', scope: 'mine' })).status).toBe(401);
    expect((await t.post(API.rewardRecords.path, { game: 'chest', scope: 'todos' })).body.msg).toBe(R.scopeInvalid);
    expect((await t.post(API.rewardRecords.path, {})).body.msg).toBe(R.gameInvalid);
    await expectLedgerConsistent(t);
  });
});
