/**
 * Parallel first draws of one member across the games, with the demo's automatic tasks on: each
 * game's first draw runs the locked way and may complete the "first draw" task in its own
 * transaction, while the others credit their prizes. Before the lock order was fixed, two such
 * transactions took the task's unique index entry and the member's balance in opposite orders and
 * PostgreSQL answered "deadlock detected" (a 500) about twice in 500 draws. The race only shows on
 * PostgreSQL (PGlite runs one statement at a time); the test runs on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { GameName } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { retryOnceOnConflict } from '../../server/db/errors.ts';
import { pointsLedger, taskSubmissions, tasks } from '../../server/db/schema.ts';
import { createTestApp, type CallResult, type TestApp } from './helpers.ts';
import { drawCall, expectLedgerConsistent, grant, newPlayer, pointsOf, type Player } from './reward-flows.ts';

/** Members tried, each with DRAWS parallel first draws: enough that the old lock order deadlocked. */
const MEMBERS = Number(process.env.FIRST_DRAW_MEMBERS ?? 30);
const DRAWS = 50;
const GAMES: GameName[] = ['wheel', 'giftbox', 'chest'];

let t: TestApp;
let firstDrawTask: { id: number; points: number };
beforeAll(async () => {
  t = await createTestApp({ autoTasks: true });
  const [task] = await t.db.select({ id: tasks.id, points: tasks.points }).from(tasks).where(eq(tasks.autoEvent, 'first_draw'));
  firstDrawTask = task!;
});
afterAll(() => t.close());

/** A new member with a few extra chances in every game, who has drawn in none. */
async function freshPlayer(): Promise<Player> {
  const player = await newPlayer(t);
  for (const game of GAMES) await grant(t, player.id, game, 3);
  return player;
}

function expectOnly200OrPortuguese400(answers: CallResult[]): void {
  const unexpected = answers.filter((a) => a.status !== 200 && !(a.status === 400 && a.body.msg === S.noChancesLeft));
  expect(unexpected.map((a) => `${a.status} ${a.body.msg}`)).toEqual([]);
}

async function expectFirstDrawTaskCreditedOnce(userId: number): Promise<void> {
  const submissions = await t.db.$count(taskSubmissions, and(eq(taskSubmissions.userId, userId), eq(taskSubmissions.taskId, firstDrawTask.id)));
  expect(submissions).toBe(1);
  const credits = await t.db.select({ amount: pointsLedger.amount }).from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.idempotencyKey, `task-auto:${firstDrawTask.id}:%`)));
  expect(credits).toEqual([{ amount: firstDrawTask.points }]);
}

describe('parallel first draws of one member across the games', () => {
  it(`${MEMBERS} fresh members × ${DRAWS} parallel first draws: no 5xx, the first-draw task credited once, ledger = balance`, async () => {
    for (let round = 0; round < MEMBERS; round += 1) {
      const player = await freshPlayer();
      const answers = await Promise.all(Array.from({ length: DRAWS }, (_, i) => drawCall(t, player, GAMES[i % GAMES.length]!)));
      expectOnly200OrPortuguese400(answers);
      // 3 + 3 daily wheel chances, 1 + 3 gift boxes, 0 + 3 chests.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(13);
      await expectFirstDrawTaskCreditedOnce(player.id);
      const ledgerSum = await t.db.select({ amount: pointsLedger.amount }).from(pointsLedger).where(eq(pointsLedger.userId, player.id));
      expect(ledgerSum.reduce((sum, row) => sum + row.amount, 0)).toBe(await pointsOf(t, player.id));
    }
    await expectLedgerConsistent(t);
  }, 120_000);
});

// PGlite runs one transaction at a time, so two transactions there can never wait for each other.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction PostgreSQL rolls back for a deadlock (PostgreSQL only)', () => {
  it('is run once more and succeeds: both transactions commit', async () => {
    const [a, b] = [await newPlayer(t), await newPlayer(t)];
    const touch = (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0], id: number) =>
      tx.execute(sql`update users set nickname = nickname where id = ${id}`);
    let arrived = 0;
    let release!: () => void;
    const bothHoldOneRow = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    // Each locks one member's row, waits until the other holds the other row, then asks for it.
    const crossing = (first: number, second: number) => retryOnceOnConflict(() => t.db.transaction(async (tx) => {
      runs += 1;
      await touch(tx, first);
      if ((arrived += 1) === 2) release();
      await bothHoldOneRow;
      await touch(tx, second);
    }));
    await Promise.all([crossing(a.id, b.id), crossing(b.id, a.id)]);
    expect(runs).toBe(3);
  }, 20_000);
});
