/**
 * A fresh database, as production starts: the three games and the three promo types are there
 * (the migrations' structure), switched off, with nothing to hand out; members see that plainly,
 * and everything a launch needs is configured through operator calls alone, while the launch
 * checklist says what is still missing and ticks itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import type { LaunchChecklist } from '../../src/domain/contract/ops-launch.ts';
import type { OpsRewardGame } from '../../src/domain/contract/ops-rewards.ts';
import type { PromoMarketSaved, PromoOverview } from '../../src/domain/contract/promo-ops.ts';
import { API } from '../../src/domain/contract/paths.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { PRIZE_RULE_MESSAGES } from '../../src/domain/ops.pt.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { GAMES } from '../../src/domain/contract/reward-values.ts';
import { OPS_SECRET, createTestApp, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { drawCall, newPlayer, type Player } from './reward-flows.ts';
import { multipartBody, pngBytes } from './upload-flows.ts';

const secret = { headers: { 'x-ops-secret': OPS_SECRET } };
let t: TestApp;
let player: Player;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  player = await newPlayer(t);
});
afterAll(() => t.close());

const checklist = async () => (await t.get<LaunchChecklist>(OPS_CALLS.launchChecklist.path, secret)).body.data;
const doneOf = (list: LaunchChecklist) => Object.fromEntries(list.items.map((item) => [item.key, item.done]));
const rules = async (game: string) => (await t.get<OpsRewardGame[]>(OPS_CALLS.rewardRules.path, secret)).body.data.find((g) => g.game === game)!;
const overview = async () => (await t.get<PromoOverview>(OPS_CALLS.promos.path, secret)).body.data;
const market = (type: 1 | 2 | 3) => t.post(API.getMarket.path, { type }, { token: player.token });

const wheelTable = [
  { label: '10 pontos', kind: 'points', points: 10, weight: 5, stock: null, icon: 'coins', color: '#FFB74D' },
  { label: '50 pontos', kind: 'points', points: 50, weight: 2, stock: null, icon: 'coins', color: '#4FC3F7' },
  { label: '100 pontos', kind: 'points', points: 100, weight: 1, stock: null, icon: 'coins-big', color: '#81C784' },
  { label: 'Tente de novo', kind: 'nothing', points: 0, weight: 4, stock: null, icon: 'retry', color: '#B0BEC5' },
];

describe('a fresh database', () => {
  it('has every game, switched off and without prizes, and says so to a member instead of failing', async () => {
    for (const game of GAMES) {
      const info = await t.post(API.lotteryInfo.path, { game }, { token: player.token });
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ game, available: false, prizes: [], chances_left: 0 });
      const draw = await drawCall(t, player, game);
      expect({ status: draw.status, msg: draw.body.msg }).toEqual({ status: 400, msg: SERVER_MESSAGES.gameUnavailable });
    }
    const games = (await t.get<OpsRewardGame[]>(OPS_CALLS.rewardRules.path, secret)).body.data;
    expect(games.map((g) => [g.game, g.active, g.prizes.length])).toEqual([['chest', false, 0], ['giftbox', false, 0], ['wheel', false, 0]]);
  });

  it('has the three promo types hidden: no widget for any', async () => {
    for (const type of [1, 2, 3] as const) expect((await market(type)).body.data).toMatchObject({ market_set: { status: 0 }, markets: [] });
    expect((await overview()).types.map((type) => [type.type, type.status, type.markets.length])).toEqual([[1, 0, 0], [2, 0, 0], [3, 0, 0]]);
  });

  it('lists what a launch still lacks; the providers count as done in the demo, where codes wait in the outbox', async () => {
    const list = await checklist();
    expect(list.done).toBe(false);
    expect(doneOf(list)).toEqual({ terms: false, game: false, withdrawal: false, sms: true, email: true, push: true, icon: false });
    expect(list.items.find((item) => item.key === 'terms')?.detail).toBe('nenhum documento de termos publicado');
    expect(list.items.find((item) => item.key === 'sms')?.detail).toContain('outbox');
    // Admins only: a reviewer has nothing to launch.
    const reviewer = await signedInOperator(t, 'revisor', 'reviewer');
    expect((await t.get(OPS_CALLS.launchChecklist.path, reviewer.headers)).status).toBe(403);
  });
});

describe('a game configured in the console', () => {
  it('is refused when switched on without anything to draw, and may wait switched off without a table', async () => {
    const wheel = await rules('wheel');
    const body = { game: 'wheel', prizes_version: wheel.prizes_version, daily_free: 3, per_invite: 0, active: true, prizes: [] };
    expect(await t.post(OPS_CALLS.saveRewardRules.path, body, secret)).toMatchObject({ status: 400, body: { msg: PRIZE_RULE_MESSAGES.activeWithoutPrizes } });
    const zero = wheelTable.map((prize) => ({ ...prize, weight: 0 }));
    expect(await t.post(OPS_CALLS.saveRewardRules.path, { ...body, prizes: zero }, secret)).toMatchObject({ status: 400, body: { msg: PRIZE_RULE_MESSAGES.activeWithoutPrizes } });
    expect(await rules('wheel')).toEqual(wheel);
    const off = await t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, { ...body, active: false, daily_free: 2 }, secret);
    expect(off.body.data).toMatchObject({ active: false, daily_free: 2, prizes: [] });
  });

  it('plays once switched on with a table: the member draws a prize of that table', async () => {
    const wheel = await rules('wheel');
    const saved = await t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, {
      game: 'wheel', prizes_version: wheel.prizes_version, daily_free: 3, per_invite: 0, active: true, prizes: wheelTable,
    }, secret);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ active: true, daily_free: 3 });
    const info = await t.post(API.lotteryInfo.path, { game: 'wheel' }, { token: player.token });
    expect(info.body.data).toMatchObject({ available: true, chances_left: 3 });
    const draw = await drawCall(t, player, 'wheel');
    expect(draw.status).toBe(200);
    expect(wheelTable.map((prize) => prize.label)).toContain(draw.body.data.prize.label);
    expect(doneOf(await checklist()).game).toBe(true);
  });

  it('gives the chest its chances per invite, and switching it off stops draws at once', async () => {
    const chest = await rules('chest');
    const table = wheelTable.slice(0, 2);
    const on = await t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, {
      game: 'chest', prizes_version: chest.prizes_version, daily_free: 0, per_invite: 2, active: true, prizes: table,
    }, secret);
    expect(on.body.data).toMatchObject({ active: true, per_invite: 2 });
    const off = await t.post<OpsRewardGame>(OPS_CALLS.saveRewardRules.path, {
      game: 'chest', prizes_version: on.body.data.prizes_version, daily_free: 0, per_invite: 2, active: false, prizes: on.body.data.prizes,
    }, secret);
    expect(off.body.data.active).toBe(false);
    expect((await t.post(API.lotteryInfo.path, { game: 'chest' }, { token: player.token })).body.data.available).toBe(false);
  });
});

describe('promotions configured in the console', () => {
  let entry: PromoMarketSaved;

  it('refuses an entry with a bad title, logo or link, and saves nothing', async () => {
    const good = { type: 1, title: 'Código do dia', logo: 'iconGift', link: 'https://www.instagram.com/premia' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, title: '  ' }, P.titleInvalid],
      [{ ...good, logo: 'javascript:alert(1)' }, P.logoInvalid],
      [{ ...good, link: 'instagram.com' }, P.linkInvalid],
      [{ ...good, type: 4 }, P.typeInvalid],
    ];
    for (const [body, message] of cases) {
      expect(await t.post(OPS_CALLS.promoMarket.path, body, secret)).toMatchObject({ status: 400, body: { msg: message } });
    }
    expect((await overview()).types.flatMap((type) => type.markets)).toEqual([]);
  });

  it('creates an entry and edits it with the version loaded; a stale edit is refused', async () => {
    const created = await t.post<PromoMarketSaved>(OPS_CALLS.promoMarket.path, { type: 1, title: 'Código do dia', logo: 'iconGift', link: 'https://www.instagram.com/premia' }, secret);
    expect(created.status).toBe(200);
    const edited = await t.post<PromoMarketSaved>(OPS_CALLS.promoMarket.path, { ...created.body.data, logo: '/uploads/site/logo.png' }, secret);
    expect(edited.body.data).toMatchObject({ id: created.body.data.id, logo: '/uploads/site/logo.png' });
    const stale = await t.post(OPS_CALLS.promoMarket.path, { ...created.body.data, title: 'Outro' }, secret);
    expect(stale).toMatchObject({ status: 400, body: { msg: P.marketChanged } });
    entry = edited.body.data;
  });

  it('shows the widget once the type is on and its entry has a period, logo and link included', async () => {
    const type = (await overview()).types.find((view) => view.type === 1)!;
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 1, image: 'iconGift', version: type.version }, secret)).status).toBe(200);
    const now = t.clock.now();
    const period = await t.post(OPS_CALLS.promoPeriod.path, {
      market_id: entry.id, kind: 'once', starts_at: new Date(now.getTime() - 60_000).toISOString(), ends_at: new Date(now.getTime() + 3_600_000).toISOString(), points: 30,
    }, secret);
    expect(period.status).toBe(200);
    const shown = (await market(1)).body.data;
    expect(shown.market_set.status).toBe(1);
    expect(shown.markets).toEqual([expect.objectContaining({ id: entry.id, title: 'Código do dia', logo: '/uploads/site/logo.png', link: 'https://www.instagram.com/premia', is_active: true })]);
  });

  it('refuses a rain without a points budget, or ending before it starts', async () => {
    const rain = await t.post<PromoMarketSaved>(OPS_CALLS.promoMarket.path, { type: 2, title: 'Chuva', logo: 'envelope', link: 'https://example.com/chuva' }, secret);
    const now = t.clock.now();
    const once = { market_id: rain.body.data.id, kind: 'once', starts_at: now.toISOString(), ends_at: new Date(now.getTime() + 600_000).toISOString(), points: 5, envelope_cap: 10 };
    expect(await t.post(OPS_CALLS.promoPeriod.path, once, secret)).toMatchObject({ status: 400, body: { msg: P.rainBudgetNeeded } });
    expect(await t.post(OPS_CALLS.promoPeriod.path, { ...once, points_budget: 100, ends_at: new Date(now.getTime() - 1000).toISOString() }, secret))
      .toMatchObject({ status: 400, body: { msg: P.endsBeforeStart } });
    expect((await overview()).types.find((view) => view.type === 2)?.markets[0]?.periods).toEqual([]);
  });
});

describe('the launch checklist', () => {
  it('ticks each item as the console configures it, and is done when all are', async () => {
    const doc = await t.post(`/api/ops/content/documents`, { slug: 'termos', kind: 'protocol', title: 'Termos de uso', html: '<p>Regras.</p>', sort: 0, active: true }, secret);
    expect(doc.status).toBe(200);
    const type = await t.post(OPS_CALLS.saveWithdrawalType.path, { name: 'Pix', platform: 'Pix', rate: 100, unit: 'R$', min_amount: 10, max_amount: 500, active: true }, secret);
    expect(type.status).toBe(200);
    expect(doneOf(await checklist())).toMatchObject({ terms: true, withdrawal: true, icon: false });
    const form = multipartBody([{ filename: 'icone.png', contentType: 'image/png', bytes: await pngBytes(64, 64) }]);
    const icon = await t.app.inject({ method: 'POST', url: OPS_CALLS.uploadSiteIcon.path, headers: { ...form.headers, ...secret.headers }, payload: form.payload });
    expect(icon.statusCode).toBe(200);
    const list = await checklist();
    expect(list.items.filter((item) => !item.done)).toEqual([]);
    expect(list.done).toBe(true);
  });
});
