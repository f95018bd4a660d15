/** The console's promotion calls: widgets shown or hidden, periods saved and ended, a rain's figures; every change audited and published. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contract/paths.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { zoneOffsetMs } from '../../src/domain/promo-schedule.ts';
import { marketPeriods } from '../../server/db/schema.ts';
import { subscribe, type RealtimeEvent } from '../../server/realtime/events.ts';
import { firstMarketOfType } from '../../server/repositories/markets.ts';
import { completeProfile, registerMember } from './flows.ts';
import { createTestApp, OPS_SECRET, type TestApp } from './helpers.ts';
import { signedInOperator } from './ops-flows.ts';
import { newKey } from './reward-flows.ts';

let t: TestApp;
let operator: { headers: Record<string, string> };
let operatorName: string;
const events: RealtimeEvent[] = [];
let unsubscribe: () => Promise<void>;
const secret = { headers: { 'x-ops-secret': OPS_SECRET } };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInOperator(t, 'promo');
  operatorName = signedIn.name;
  operator = signedIn.headers;
  unsubscribe = await subscribe(t.db, (event) => events.push(event));
});
afterAll(async () => {
  await unsubscribe();
  await t.close();
});

async function auditEntries() {
  const audit = await t.get(OPS_CALLS.audit.path, { ...secret, query: 'page=1&page_size=100' });
  return audit.body.data.list as Array<{ actor: string; action: string; target: string }>;
}
/** Resolves once a `market` event arrives after the call. */
async function marketEventAfter<T>(call: () => Promise<T>): Promise<T> {
  const seen = events.length;
  const answer = await call();
  await expect.poll(() => events.slice(seen).some((event) => event.type === 'market'), { timeout: 3000 }).toBe(true);
  return answer;
}
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const localMinute = () => {
  const now = t.clock.now();
  return Math.floor(((now.getTime() + zoneOffsetMs(now)) % 86_400_000) / 60_000);
};
const market = async (type: number) => (await t.post(API.getMarket.path, { type })).body.data;
const overviewTypes = async () => (await t.get(OPS_CALLS.promos.path, operator)).body.data.types as Array<{ type: number; version: string }>;
const settingVersion = async (type: number) => (await overviewTypes()).find((view) => view.type === type)!.version;

describe('promotion settings', () => {
  it('hide a widget and change its image: members see it at once, the audit names the operator', async () => {
    const version = await settingVersion(3);
    const saved = await marketEventAfter(() => t.post(OPS_CALLS.promoSettings.path, { type: 3, status: 0, image: 'iconCrown', version }, operator));
    expect(saved.body.data).toEqual({ type: 3, status: 0, image: 'iconCrown', version: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(saved.body.data.version).not.toBe(version);
    expect((await market(3)).market_set).toEqual({ image: 'iconCrown', status: 0 });
    expect((await auditEntries())[0]).toMatchObject({ actor: operatorName, action: 'promo.settings', target: 'market-type:3' });
    const overview = await t.get(OPS_CALLS.promos.path, operator);
    expect(overview.body.data.types.map((type: { type: number; status: number }) => [type.type, type.status])).toEqual([[1, 1], [2, 1], [3, 0]]);
  });

  it('refuse a save made from a setting another operator changed since it was loaded', async () => {
    const version = await settingVersion(1);
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 1, image: 'iconGift2', version }, operator)).status).toBe(200);
    const late = await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 0, image: 'iconGift', version }, operator);
    expect(late).toMatchObject({ status: 400, body: { msg: P.settingsChanged } });
    expect((await market(1)).market_set).toEqual({ image: 'iconGift2', status: 1 });
    const back = await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 1, image: 'iconGift', version: await settingVersion(1) }, operator);
    expect(back.status).toBe(200);
  });

  it('refuse a bad type, status or image in Portuguese, and anyone without the guard', async () => {
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 1, image: 'x' }, operator)).body.msg).toBe(P.versionInvalid);
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 4, status: 1, image: 'x', version: '0123456789abcdef' }, operator)).body.msg).toBe(P.typeInvalid);
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 2, image: 'x', version: '0123456789abcdef' }, operator)).body.msg).toBe(P.statusInvalid);
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 1, image: ' ', version: '0123456789abcdef' }, operator)).body.msg).toBe(P.imageInvalid);
    expect((await t.post(OPS_CALLS.promoSettings.path, { type: 1, status: 0, image: 'x', version: '0123456789abcdef' })).status).toBeGreaterThanOrEqual(401);
    expect((await market(1)).market_set).toEqual({ image: 'iconGift', status: 1 });
  });
});

describe('promotion periods', () => {
  it('create a recurring rain live now with a budget, read its figures, refuse a budget below what it paid, then end it', async () => {
    const rainMarket = (await firstMarketOfType(t.db, 2))!;
    // Every demo rain ends first, so the new one is the widget's.
    const overview = (await t.get(OPS_CALLS.promos.path, operator)).body.data;
    for (const period of overview.types[1].markets[0].periods) await t.post(OPS_CALLS.promoPeriodEnd.path, { id: period.id }, operator);
    const body = {
      market_id: rainMarket.id, kind: 'recurring', days: [0, 1, 2, 3, 4, 5, 6], from: hhmm(localMinute() + 1439), to: hhmm(localMinute() + 30),
      points: 4, envelope_cap: 5, points_budget: 100,
    };
    const created = await marketEventAfter(() => t.post(OPS_CALLS.promoPeriod.path, body, operator));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ kind: 'recurring', live: true, points_budget: 100, envelope_cap: 5 });
    const id = created.body.data.id as number;
    const widget = (await market(2)).markets[0];
    expect(widget).toMatchObject({ is_active: true, time_period: { id, points: 4, envelope_cap: 5 } });

    const { token } = await registerMember(t);
    await completeProfile(t, token);
    const claimed = await t.post(API.rainClaims.path, { period_id: id, envelope_keys: [newKey(), newKey(), newKey()] }, { token });
    expect(claimed.body.data).toMatchObject({ claimed: 3, points: 12 });
    const figures = (await t.get(OPS_CALLS.rainFigures.path.replace(':id', String(id)), operator)).body.data;
    expect(figures).toMatchObject({ period_id: id, live: true, points_paid: 12, points_budget: 100, members: 1, claims_per_second: 0.3 });

    const version = created.body.data.version as string;
    const below = await t.post(OPS_CALLS.promoPeriod.path, { ...body, id, version, points_budget: 10 }, operator);
    expect(below).toMatchObject({ status: 400, body: { msg: P.budgetBelowPaid.replace('{{paid}}', '12') } });
    // Claims move the rain's counter, not its version: an edit from the form loaded before them goes through.
    const raised = await t.post(OPS_CALLS.promoPeriod.path, { ...body, id, version, points_budget: 12 }, operator);
    expect(raised.body.data.points_budget).toBe(12);
    // A second edit from the same loaded version comes after another's save: refused, nothing changed.
    const late = await t.post(OPS_CALLS.promoPeriod.path, { ...body, id, version, points_budget: 50 }, operator);
    expect(late).toMatchObject({ status: 400, body: { msg: P.periodChanged } });
    expect(await t.post(OPS_CALLS.promoPeriod.path, { ...body, id, points_budget: 50 }, operator)).toMatchObject({ status: 400, body: { msg: P.versionInvalid } });
    expect((await t.post(API.rainClaims.path, { period_id: id, envelope_keys: [newKey()] }, { token })).body.msg).toBe(P.rainBudgetSpent);

    const ended = await marketEventAfter(() => t.post(OPS_CALLS.promoPeriodEnd.path, { id }, operator));
    expect(ended.body.data).toEqual({ id, ended: true, removed: false });
    expect((await market(2)).markets[0].time_period).toBeNull();
    const actions = (await auditEntries()).filter((entry) => entry.target === `market-period:${id}`).map((entry) => [entry.actor, entry.action]);
    expect(actions).toEqual([[operatorName, 'promo.period.end'], [operatorName, 'promo.period.update'], [operatorName, 'promo.period.create']]);
  });

  it('create a one-off code period and remove it before it starts', async () => {
    const codes = (await firstMarketOfType(t.db, 1))!;
    const start = new Date(t.clock.now().getTime() + 3_600_000);
    const body = { market_id: codes.id, kind: 'once', starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 60_000).toISOString(), code: 'umavez77', points: 7 };
    const created = await t.post(OPS_CALLS.promoPeriod.path, body, operator);
    expect(created.body.data).toMatchObject({ kind: 'once', code: 'UMAVEZ77', live: false, next: { start: start.toISOString() } });
    expect((await t.post(OPS_CALLS.promoPeriod.path, body, operator)).body.msg).toBe(P.codeTaken);
    const removed = await t.post(OPS_CALLS.promoPeriodEnd.path, { id: created.body.data.id }, operator);
    expect(removed.body.data).toMatchObject({ ended: false, removed: true });
    expect(await t.db.$count(marketPeriods)).toBeGreaterThan(0);
  });

  it('refuse bad input on its field in Portuguese and save nothing', async () => {
    const rainMarket = (await firstMarketOfType(t.db, 2))!;
    const now = t.clock.now().getTime();
    const once = { market_id: rainMarket.id, kind: 'once', starts_at: new Date(now + 60_000).toISOString(), ends_at: new Date(now + 120_000).toISOString(), points: 1 };
    const daily = { market_id: rainMarket.id, kind: 'recurring', days: [1], from: '20:00', to: '22:00', points: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...once, ends_at: new Date(now + 30_000).toISOString() }, P.endsBeforeStart],
      [{ ...once, ends_at: 'amanhã' }, P.endsAtInvalid],
      [{ ...once, starts_at: undefined }, P.startsAtInvalid],
      [{ ...daily, to: '20:00' }, P.fromEqualsTo],
      [{ ...daily, from: '8:00' }, P.fromInvalid],
      [{ ...daily, days: [] }, P.daysInvalid],
      [{ ...daily, days: [7] }, P.daysInvalid],
      [{ ...daily, envelope_cap: 0 }, P.capInvalid],
      [{ ...daily, points_budget: -5 }, P.budgetInvalid],
      [{ ...daily, points: 1.5 }, P.pointsInvalid],
      [{ ...daily, kind: 'sempre' }, P.periodKindInvalid],
      [{ ...daily, market_id: 999_999 }, P.marketNotFound],
      [{ ...daily, id: 999_999, version: '0123456789abcdef' }, P.periodNotFound],
      [{ ...daily, id: 999_999 }, P.versionInvalid],
      [{ ...daily, id: 999_999, version: 'antiga' }, P.versionInvalid],
      [{ ...daily, ends_at: new Date(now - 60_000).toISOString() }, P.endsBeforeStart],
    ];
    const periodsBefore = await t.db.$count(marketPeriods);
    const auditBefore = (await auditEntries()).length;
    for (const [body, msg] of cases) expect(await t.post(OPS_CALLS.promoPeriod.path, body, operator), JSON.stringify(body)).toMatchObject({ status: 400, body: { msg } });
    expect(await t.db.$count(marketPeriods)).toBe(periodsBefore);
    expect((await auditEntries()).length).toBe(auditBefore);
    expect((await t.get(OPS_CALLS.rainFigures.path.replace(':id', '999999'), operator)).body.msg).toBe(P.periodNotFound);
    expect((await t.post(OPS_CALLS.promoPeriodEnd.path, { id: 999_999 }, operator)).body.msg).toBe(P.periodNotFound);
  });
});
