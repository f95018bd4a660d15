import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_CODE } from '../../src/domain/contract/envelope.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { fairnessMessage, hmacSha256, prizeIndexFromHmac, sha256Hex, verifyDraw } from '../../src/domain/fairness.ts';
import { RULE_MESSAGES as R, SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { draws, drawChances, pointsLedger, prizes, rewardGames, users } from '../../server/db/schema.ts';
import { completeProfile, registerMember } from './flows.ts';
import { releasePendingPoints } from '../../server/services/pending-points.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  chanceState,
  drawCall,
  drawCount,
  expectLedgerConsistent,
  grant,
  keyForKind,
  newKey,
  newPlayer,
  pointsOf,
} from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/lottery/info', () => {
  it('answers chances, the prize table with Portuguese odds and the next commitment', async () => {
    const player = await newPlayer(t);
    const info = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      game: 'wheel',
      name: 'Roda da Fortuna',
      member_id: String(player.id),
      chances_left: 3,
      daily_free: 3,
      daily_left: 3,
      extra_chances: 0,
      total_weight: 200,
      profile_complete: true,
      balance: 0,
      commitment: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), draw_number: 1 },
    });
    const prizes = info.body.data.prizes;
    expect(prizes).toHaveLength(8);
    expect(prizes.map((p: { label: string }) => p.label)).toEqual([
      '5 pontos', '10 pontos', '20 pontos', '50 pontos', '100 pontos', '500 pontos', 'Fone de ouvido', 'Tente de novo',
    ]);
    expect(prizes.map((p: { odds_text: string }) => p.odds_text)).toEqual(['30%', '25%', '12,5%', '8%', '4%', '1%', '0,5%', '19%']);
    expect(prizes[6]).toMatchObject({ index: 6, kind: 'physical', points: 0, icon: 'headphones', color: expect.stringMatching(/^#/) });
    // The commitment stays the same until a draw uses it.
    const again = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(again.body.data.commitment).toEqual(info.body.data.commitment);
  });

  it('shows an incomplete profile without refusing, and refuses visitors and bad games', async () => {
    const { token } = await registerMember(t);
    const info = await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token });
    expect(info.body.data).toMatchObject({ profile_complete: false, chances_left: 1 });
    expect((await t.post(API.lotteryInfo.path, { game: 'wheel' })).status).toBe(401);
    expect(await t.post(API.lotteryInfo.path, { game: 'dados' }, { token })).toMatchObject({ status: 400, body: { code: 400, msg: R.gameInvalid, data: null } });
  });
});

describe('POST /api/lottery/draw', () => {
  it('uses a chance, records the draw, credits points in the ledger and reveals a seed that matches the commitment', async () => {
    const player = await newPlayer(t);
    const info = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    const key = await keyForKind(t, player, 'wheel', 'points');
    const result = await drawCall(t, player, 'wheel', key);
    expect(result.status).toBe(200);
    const d = result.body.data;
    expect(d).toMatchObject({ game: 'wheel', status: 'success', chances_left: 2, draw_number: 1, client_key: key, member_id: String(player.id) });
    expect(d.prize.kind).toBe('points');
    expect(d.points_awarded).toBe(d.prize.points);
    expect(d.balance).toBe(d.prize.points);
    expect(await pointsOf(t, player.id)).toBe(d.prize.points);
    // Fairness: the commitment shown before is sha256(seed), and the formula gives the index.
    expect(d.commitment_hash).toBe(info.body.data.commitment.hash);
    expect(await sha256Hex(d.seed)).toBe(info.body.data.commitment.hash);
    const hmac = await hmacSha256(d.seed, fairnessMessage(d.member_id, d.draw_number, d.client_key));
    expect(prizeIndexFromHmac(hmac, d.weights)).toBe(d.prize_index);
    expect(info.body.data.prizes[d.prize_index].label).toBe(d.prize.label);
    expect(await verifyDraw(d)).toEqual({ commitmentMatches: true, expectedIndex: d.prize_index, fair: true });
    expect(await verifyDraw({ ...d, prize_index: (d.prize_index + 1) % 8 })).toMatchObject({ fair: false });
    // The next commitment is the one the game info now shows.
    const after = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(after.body.data.commitment).toEqual(d.next_commitment);
    expect(after.body.data.commitment).toEqual({ hash: expect.not.stringMatching(d.commitment_hash), draw_number: 2 });
    const [entry] = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, player.id));
    expect(entry).toMatchObject({ amount: d.prize.points, source: 'wheel', reference: `draw:wheel:${d.draw_number}`, balanceAfter: d.prize.points, reason: `Roda da Fortuna: ${d.prize.label}` });
    await expectLedgerConsistent(t);
  });

  it('draws with the prize table as it is now: a change between two draws is in the next one', async () => {
    const player = await newPlayer(t);
    expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    const before = await t.db.select().from(prizes).where(eq(prizes.game, 'wheel'));
    try {
      // Every wheel prize relabelled and reweighted, as a console or a SQL session would.
      for (const [i, prize] of before.entries()) {
        await t.db.update(prizes).set({ label: `Trocado ${i}`, weight: i + 1 }).where(eq(prizes.id, prize.id));
      }
      const d = (await drawCall(t, player, 'wheel')).body.data;
      expect(d.weights).toEqual(before.filter((p) => p.active).sort((a, b) => a.sort - b.sort || a.id - b.id).map((p) => before.indexOf(p) + 1));
      expect(d.prize.label).toMatch(/^Trocado \d$/);
      expect(await verifyDraw(d)).toMatchObject({ fair: true });
    } finally {
      for (const prize of before) await t.db.update(prizes).set({ label: prize.label, weight: prize.weight }).where(eq(prizes.id, prize.id));
    }
    const restored = (await drawCall(t, player, 'wheel')).body.data;
    expect(restored.weights).toEqual([60, 50, 25, 16, 8, 2, 1, 38]);
  });

  it('verifies every draw of a member in a row (10 draws, all prize kinds possible)', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'wheel', 7);
    let commitment = (await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token })).body.data.commitment;
    for (let i = 0; i < 10; i += 1) {
      const d = (await drawCall(t, player, 'wheel')).body.data;
      expect(d.commitment_hash).toBe(commitment.hash);
      expect(d.draw_number).toBe(commitment.draw_number);
      expect((await verifyDraw(d)).fair).toBe(true);
      commitment = d.next_commitment;
    }
    expect((await drawCall(t, player, 'wheel')).body.msg).toBe(S.noChancesLeft);
    await expectLedgerConsistent(t);
  });

  it('returns the first answer for a retried client key and never draws twice', async () => {
    const player = await newPlayer(t);
    const key = newKey();
    const first = await drawCall(t, player, 'wheel', key);
    const retry = await drawCall(t, player, 'wheel', key);
    expect(retry.body).toEqual(first.body);
    expect(await drawCount(t, player.id)).toBe(1);
    expect((await chanceState(t, player.id, 'wheel'))?.dailyLeft).toBe(2);
    // Parallel retries of one key: one draw, the same answer for all.
    const key2 = newKey();
    const parallel = await Promise.all(Array.from({ length: 10 }, () => drawCall(t, player, 'wheel', key2)));
    expect(new Set(parallel.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(parallel.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await drawCount(t, player.id)).toBe(2);
    expect((await chanceState(t, player.id, 'wheel'))?.dailyLeft).toBe(1);
    // The same key in another game is refused and changes nothing.
    const other = await drawCall(t, player, 'giftbox', key);
    expect(other).toMatchObject({ status: 400, body: { msg: S.clientKeyReused } });
    expect(await drawCount(t, player.id)).toBe(2);
    // Once every chance is spent, a retry still answers its draw, and only a new key is refused.
    for (let i = 0; i < 20 && (await drawCall(t, player, 'wheel', newKey())).status === 200; i += 1);
    expect(await drawCall(t, player, 'wheel', newKey())).toMatchObject({ status: 400, body: { msg: S.noChancesLeft } });
    expect((await drawCall(t, player, 'wheel', key)).body).toEqual(first.body);
    await expectLedgerConsistent(t);
  });

  it('gives exactly one prize to 50 simultaneous draws with one chance left', async () => {
    const player = await newPlayer(t);
    const info = await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token: player.token });
    expect(info.body.data.chances_left).toBe(1);
    const results = await Promise.all(Array.from({ length: 50 }, () => drawCall(t, player, 'giftbox')));
    const won = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body).toEqual({ code: 400, msg: S.noChancesLeft, data: null });
    expect(await drawCount(t, player.id)).toBe(1);
    expect(await chanceState(t, player.id, 'giftbox')).toMatchObject({ dailyLeft: 0, extra: 0, drawCount: 1 });
    expect(await pointsOf(t, player.id)).toBe(won[0]!.body.data.points_awarded);
    await expectLedgerConsistent(t);
  });

  it('gives exactly one prize to 50 simultaneous first-ever draws (the chance row does not exist yet)', async () => {
    const player = await newPlayer(t);
    expect(await chanceState(t, player.id, 'giftbox')).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 50 }, () => drawCall(t, player, 'giftbox')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.msg === S.noChancesLeft)).toHaveLength(49);
    expect(await chanceState(t, player.id, 'giftbox')).toMatchObject({ dailyLeft: 0, extra: 0, drawCount: 1 });
    expect(await drawCount(t, player.id)).toBe(1);
    await expectLedgerConsistent(t);
  });

  it('gives exactly one prize to 50 simultaneous draws with one extra chance (no daily allowance)', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'chest', 1);
    const results = await Promise.all(Array.from({ length: 50 }, () => drawCall(t, player, 'chest')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await chanceState(t, player.id, 'chest')).toMatchObject({ extra: 0, drawCount: 1 });
    expect(await drawCount(t, player.id)).toBe(1);
    await expectLedgerConsistent(t);
  });

  it('refuses a member with an incomplete profile with code 1001 and changes nothing', async () => {
    const { token, userInfo } = await registerMember(t);
    const id = Number(userInfo.id);
    await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token });
    const before = await chanceState(t, id, 'wheel');
    const result = await t.post(API.lotteryDraw.path, { game: 'wheel', client_key: newKey() }, { token });
    expect(result).toMatchObject({ status: 400, body: { code: API_CODE.profileIncomplete, msg: S.profileIncomplete, data: null } });
    expect(await chanceState(t, id, 'wheel')).toEqual(before);
    expect(await drawCount(t, id)).toBe(0);
    expect(await pointsOf(t, id)).toBe(0);
  });

  it('refuses a draw without chances in Portuguese and changes nothing', async () => {
    const player = await newPlayer(t);
    const chest = await drawCall(t, player, 'chest');
    expect(chest).toMatchObject({ status: 400, body: { code: 400, msg: S.noChancesLeft, data: null } });
    expect(await drawCount(t, player.id)).toBe(0);
    // The refused draw did not even leave a chance row behind.
    expect(await chanceState(t, player.id, 'chest')).toBeUndefined();
  });

  it('answers bad inputs with 400 and a Portuguese message, changing nothing', async () => {
    const player = await newPlayer(t);
    const cases: Array<[unknown, string]> = [
      [{}, R.gameInvalid],
      [{ game: 'roleta', client_key: newKey() }, R.gameInvalid],
      [{ game: 'wheel' }, R.clientKeyInvalid],
      [{ game: 'wheel', client_key: 'curta' }, R.clientKeyInvalid],
      [{ game: 'wheel', client_key: 'tem espaço e acentuação' }, R.clientKeyInvalid],
      [{ game: 'wheel', client_key: 12345678 }, R.clientKeyInvalid],
    ];
    for (const [body, msg] of cases) {
      expect(await t.post(API.lotteryDraw.path, body, { token: player.token })).toMatchObject({ status: 400, body: { code: 400, msg, data: null } });
    }
    expect(await drawCount(t, player.id)).toBe(0);
    expect(await chanceState(t, player.id, 'wheel')).toBeUndefined();
    expect((await t.post(API.lotteryDraw.path, { game: 'wheel', client_key: newKey() })).status).toBe(401);
  });

  it('refuses a game switched off by configuration', async () => {
    const player = await newPlayer(t);
    await t.db.update(rewardGames).set({ active: false }).where(eq(rewardGames.game, 'giftbox'));
    try {
      expect((await drawCall(t, player, 'giftbox')).body.msg).toBe(S.gameUnavailable);
      // The page is told plainly, not refused: no prizes, no chances.
      expect((await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token: player.token })).body.data).toMatchObject({ available: false, prizes: [], chances_left: 0 });
    } finally {
      await t.db.update(rewardGames).set({ active: true }).where(eq(rewardGames.game, 'giftbox'));
    }
    expect(await drawCount(t, player.id)).toBe(0);
  });
});

describe('chances', () => {
  it('renews the daily allowance on the next São Paulo day; unused daily chances do not carry over', async () => {
    const player = await newPlayer(t);
    for (let i = 0; i < 3; i += 1) expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    expect((await drawCall(t, player, 'wheel')).body.msg).toBe(S.noChancesLeft);
    expect((await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token: player.token })).body.data.chances_left).toBe(1);
    t.clock.advance(24 * 3600);
    const info = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(info.body.data).toMatchObject({ chances_left: 3, daily_left: 3 });
    expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(2);
    expect((await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token: player.token })).body.data.chances_left).toBe(1);
    t.clock.advance(48 * 3600);
    expect((await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token })).body.data.chances_left).toBe(3);
  });

  it('uses daily chances before extra ones; extra chances survive the day', async () => {
    const player = await newPlayer(t);
    await grant(t, player.id, 'giftbox', 2);
    expect((await drawCall(t, player, 'giftbox')).body.data.chances_left).toBe(2);
    expect(await chanceState(t, player.id, 'giftbox')).toMatchObject({ dailyLeft: 0, extra: 2 });
    t.clock.advance(24 * 3600);
    expect((await t.post(API.lotteryInfo.path, { game: 'giftbox' }, { token: player.token })).body.data).toMatchObject({ chances_left: 3, daily_left: 1, extra_chances: 2 });
  });

  it('gives the inviter one chest chance per invited friend who completes the profile, once per friend', async () => {
    const inviter = await newPlayer(t);
    const before = await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: inviter.token });
    expect(before.body.data.chances_left).toBe(0);
    const code: string = (await t.post(API.inviteInfo.path, {}, { token: inviter.token })).body.data.code;
    const friend = await registerMember(t, { parent_id: code });
    const second = await registerMember(t, { parent_id: code });
    expect((await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: inviter.token })).body.data.chances_left).toBe(0);
    await completeProfile(t, friend.token);
    await completeProfile(t, second.token);
    await completeProfile(t, second.token, 'Outro Nome');
    // Pending until each friend's first draw and the wait after it (docs/risk.md).
    expect((await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: inviter.token })).body.data.chances_left).toBe(0);
    for (const who of [friend, second]) {
      const player = { token: who.token, id: Number(who.userInfo.id), username: who.userInfo.username };
      await grant(t, player.id, 'wheel', 1);
      expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    }
    t.clock.advance(25 * 3600);
    await releasePendingPoints({ db: t.db, now: t.clock.now });
    const after = await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: inviter.token });
    expect(after.body.data).toMatchObject({ chances_left: 2, extra_chances: 2 });
    // Invites give nothing in the other games (their per_invite is 0) and nothing to the friend.
    expect((await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: inviter.token })).body.data.extra_chances).toBe(0);
    expect((await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: friend.token })).body.data.chances_left).toBe(0);
    // grantChances with the same key is harmless.
    expect(await grant(t, inviter.id, 'chest', 1, `invite:${friend.userInfo.id}`)).toBe(false);
    expect((await chanceState(t, inviter.id, 'chest'))?.extra).toBe(2);
    const opened = await drawCall(t, inviter, 'chest');
    expect(opened.body.data).toMatchObject({ game: 'chest', chances_left: 1 });
    // The invites themselves were credited under `invite` (tests/server/invites.test.ts); the chest's prize under `chest`.
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, inviter.id));
    expect(entries.filter((e) => e.source === 'invite')).toHaveLength(2);
    if (opened.body.data.prize.kind === 'points') expect(entries.sort((a, b) => a.id - b.id).at(-1)?.source).toBe('chest');
  });

  it('lets the operator grant chances with a key', async () => {
    const player = await newPlayer(t);
    const asOps = { headers: { 'x-ops-secret': 'test-ops-secret' } };
    const body = { user_id: player.id, game: 'wheel', amount: 5, reason: 'Promoção', key: 'promo-1' };
    expect((await t.post('/api/ops/chances', body, asOps)).body.data).toEqual({ granted: true });
    expect((await t.post('/api/ops/chances', body, asOps)).body.data).toEqual({ granted: false });
    expect((await t.post('/api/ops/chances', { ...body, user_id: 99_999_999 }, asOps)).status).toBe(400);
    expect((await t.post('/api/ops/chances', body)).status).toBe(403);
    expect((await chanceState(t, player.id, 'wheel'))?.extra).toBe(5);
  });
});

describe('seeded demo data', () => {
  it('has the three games with their rules and prize tables, and chest chances for the demo member', async () => {
    const games = await t.db.select().from(rewardGames).orderBy(rewardGames.game);
    expect(games.map((g) => [g.game, g.name, g.dailyFree, g.perInvite])).toEqual([
      ['chest', 'Baú do convite', 0, 1],
      ['giftbox', 'Caixa da sorte', 1, 0],
      ['wheel', 'Roda da Fortuna', 3, 0],
    ]);
    const prizeCount = async (game: 'wheel' | 'giftbox' | 'chest') => t.db.$count(prizes, eq(prizes.game, game));
    expect([await prizeCount('wheel'), await prizeCount('giftbox'), await prizeCount('chest')]).toEqual([8, 6, 5]);
    const [demo] = await t.db.select().from(users).where(eq(users.username, 'demo2026'));
    expect(await chanceState(t, demo!.id, 'chest')).toMatchObject({ extra: 2, drawCount: 0 });
    expect(demo!.points).toBe(0);
  });
});

describe('stored draws', () => {
  it('keep the proof and the prize as it was', async () => {
    const player = await newPlayer(t);
    const d = (await drawCall(t, player, 'wheel')).body.data;
    const [row] = await t.db.select().from(draws).where(eq(draws.id, d.draw_id));
    expect(row).toMatchObject({ userId: player.id, seed: d.seed, commitmentHash: d.commitment_hash, weights: [60, 50, 25, 16, 8, 2, 1, 38], prizeIndex: d.prize_index });
    const [chances] = await t.db.select().from(drawChances).where(eq(drawChances.userId, player.id));
    expect(chances?.nextSeed).not.toBe(d.seed);
  });
});
