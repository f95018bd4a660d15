/**
 * A rain's points budget is paid exactly: never over, however many members claim at once; the
 * batch at the edge is cut to what is left and later ones hear 'A chuva acabou'. The race proves
 * exactness on PostgreSQL (parallel transactions); PGlite runs one statement at a time, so there
 * the same test only shows the arithmetic of the cut.
 *
 * Envelopes worth a range: exact payment may be impossible (the last envelope drawn may not fit
 * what is left), so the rule is never over, and a batch stops at the first envelope that no
 * longer fits: once claims are refused, less than the range's most is left unpaid.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { API } from '../../src/domain/contract/paths.ts';
import { PROMO_MESSAGES as P } from '../../src/domain/promo.pt.ts';
import { EVERY_DAY, zoneOffsetMs } from '../../src/domain/promo-schedule.ts';
import { marketPeriods, pointsLedger, rainClaims } from '../../server/db/schema.ts';
import { clearPeriodsOfType, firstMarketOfType, insertPeriod } from '../../server/repositories/markets.ts';
import { openMemberSession } from '../../server/repositories/sessions.ts';
import { insertUser } from '../../server/repositories/users.ts';
import { createTestApp, type CallResult, type TestApp } from './helpers.ts';
import { expectLedgerConsistent, newKey } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Member { id: number; token: string }

/** Members with a complete profile and a session, written straight to the database: 500 registrations by SMS would take minutes. */
async function makeMembers(count: number): Promise<Member[]> {
  const tag = randomBytes(3).toString('hex');
  const phoneBase = 900_000_000 + (randomBytes(3).readUIntBE(0, 3) % 50_000) * 1000;
  return t.db.transaction(async (tx) => {
    const made: Member[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await insertUser(tx, {
        username: `chuva${tag}${i}`, passwordHash: 'no-login', phone: `11${phoneBase + i}`, email: `chuva${tag}${i}@exemplo.com.br`,
        nickname: `Chuva ${i}`, realName: 'Pessoa de Teste', birthDate: '1990-01-01',
      });
      const { token } = await openMemberSession(tx, { userId: user.id, visitorId: null }, t.clock.now(), 3 * 86_400_000);
      made.push({ id: user.id, token });
    }
    return made;
  });
}

/** The only rain: live now, as given. */
async function rain(values: Partial<typeof marketPeriods.$inferInsert>): Promise<number> {
  const now = t.clock.now();
  await clearPeriodsOfType(t.db, 2, now);
  const market = await firstMarketOfType(t.db, 2);
  const period = await insertPeriod(t.db, {
    marketId: market!.id, startsAt: new Date(now.getTime() - 1000), endsAt: new Date(now.getTime() + 3_600_000), points: 2, envelopeCap: 10, ...values,
  });
  return period.id;
}

const keysOf = (count: number) => Array.from({ length: count }, () => newKey());
const claim = (who: Member, periodId: number, count: number, keys = keysOf(count)) =>
  t.post(API.rainClaims.path, { period_id: periodId, envelope_keys: keys }, { token: who.token });

async function paidOf(periodId: number) {
  const [row] = await t.db.select({ paid: marketPeriods.pointsPaid }).from(marketPeriods).where(eq(marketPeriods.id, periodId));
  const [ledger] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.reference, `market-period:${periodId}`));
  return { counter: row!.paid, ledger: ledger!.sum };
}

const statuses = (answers: CallResult[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('a rain with a points budget', () => {
  it('cuts the batch at the edge to what is left, then answers "A chuva acabou"', async () => {
    const periodId = await rain({ points: 5, pointsBudget: 22 });
    const [a, b, c] = await makeMembers(3);
    expect((await claim(a!, periodId, 3)).body.data).toMatchObject({ claimed: 3, points: 15 });
    // 7 points left: one envelope of 5 fits, the other two are cut.
    expect((await claim(b!, periodId, 3)).body.data).toMatchObject({ claimed: 1, points: 5, collected: 1 });
    expect(await claim(c!, periodId, 1)).toMatchObject({ status: 400, body: { msg: P.rainBudgetSpent } });
    expect(await paidOf(periodId)).toEqual({ counter: 20, ledger: 20 });
  });

  it('gives a recurring rain a fresh budget each time it falls', async () => {
    const now = t.clock.now();
    // A daily window around now, in the site's time zone.
    const sinceMidnight = Math.floor(((now.getTime() + zoneOffsetMs(now)) % 86_400_000) / 60_000);
    const periodId = await rain({
      points: 5, pointsBudget: 10, repeatDays: EVERY_DAY, dailyFrom: (sinceMidnight + 1439) % 1440, dailyTo: (sinceMidnight + 10) % 1440, endsAt: new Date(now.getTime() + 7 * 86_400_000),
    });
    const [a] = await makeMembers(1);
    expect((await claim(a!, periodId, 3)).body.data).toMatchObject({ claimed: 2, points: 10 });
    expect((await claim(a!, periodId, 1)).body.msg).toBe(P.rainBudgetSpent);
    t.clock.advance(86_400);
    expect((await claim(a!, periodId, 3)).body.data).toMatchObject({ claimed: 2, points: 10, collected: 2 });
    expect(await paidOf(periodId)).toEqual({ counter: 10, ledger: 20 });
  });

  it('pays exactly 1,000 points when 500 members claim at once against a budget of 1,000', async () => {
    const periodId = await rain({ points: 2, pointsBudget: 1000 });
    const members = await makeMembers(500);
    // 500 batches of 3 envelopes (6 points) want 3,000 points.
    const answers = await Promise.all(members.map((who) => claim(who, periodId, 3)));
    expect(Object.keys(statuses(answers)).every((status) => status === '200' || status === '400'), JSON.stringify(statuses(answers))).toBe(true);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(P.rainBudgetSpent);
    const paidByAnswers = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + (a.body.data.points as number), 0);
    expect(paidByAnswers).toBe(1000);
    expect(await paidOf(periodId)).toEqual({ counter: 1000, ledger: 1000 });
    expect(await t.db.$count(pointsLedger, and(eq(pointsLedger.reference, `market-period:${periodId}`)))).toBeGreaterThanOrEqual(167);
    await expectLedgerConsistent(t);
  }, 120_000);
});

describe('a rain worth a range per envelope, with a points budget', () => {
  it('never pays over 1,000 points when 500 members claim at once, and each batch stops at the first envelope that does not fit', async () => {
    const periodId = await rain({ points: 1, pointsMax: 10, pointsBudget: 1000 });
    const members = await makeMembers(500);
    const sent = members.map(() => keysOf(3));
    // 500 batches of 3 envelopes (about 16 points each) want about 8,000 points.
    const answers = await Promise.all(members.map((who, i) => claim(who, periodId, 3, sent[i])));
    expect(Object.keys(statuses(answers)).every((status) => status === '200' || status === '400'), JSON.stringify(statuses(answers))).toBe(true);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.msg).toBe(P.rainBudgetSpent);
    expect(answers.some((a) => a.status === 400 || a.body.data.claimed < 3)).toBe(true);
    const paidByAnswers = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + (a.body.data.points as number), 0);
    const paid = await paidOf(periodId);
    expect(paid).toEqual({ counter: paidByAnswers, ledger: paidByAnswers });
    expect(paidByAnswers).toBeLessThanOrEqual(1000);
    // A refused or cut batch found less than its next envelope (10 at most) left, and nothing paid since grew it.
    expect(1000 - paidByAnswers).toBeLessThan(10);

    const rows = await t.db.select({ userId: rainClaims.userId, key: rainClaims.envelopeKey, points: rainClaims.points }).from(rainClaims).where(eq(rainClaims.periodId, periodId));
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(paidByAnswers);
    expect(rows.every((row) => row.points >= 1 && row.points <= 10), JSON.stringify(rows.map((row) => row.points))).toBe(true);
    // Each member's recorded envelopes are the first ones of the batch sent: a cut never skips one to fit a later one.
    const held = new Map<number, string[]>();
    for (const row of rows) held.set(row.userId, [...(held.get(row.userId) ?? []), row.key]);
    members.forEach((who, i) => {
      const claimed = answers[i]!.status === 200 ? (answers[i]!.body.data.claimed as number) : 0;
      expect(new Set(held.get(who.id) ?? [])).toEqual(new Set(sent[i]!.slice(0, claimed)));
    });
    await expectLedgerConsistent(t);
  }, 120_000);
});
