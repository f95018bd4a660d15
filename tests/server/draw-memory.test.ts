/**
 * A member's next draw in a process is made from what its last draw wrote, without reading
 * (services/draw-memory.ts). These tests change the database behind that memory the ways another
 * process, a grant or an operator would, and check that every next draw follows the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { verifyDraw } from '../../src/domain/fairness.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import { openDatabase } from '../../server/db/client.ts';
import { drawChances, pointsLedger, rewardGames } from '../../server/db/schema.ts';
import { rememberedDrawState } from '../../server/services/draw-memory.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { chanceState, drawCall, drawCount, expectLedgerConsistent, keyForKind, newPlayer } from './reward-flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Extra chances given by another process: straight into the row, as its grant would leave it. */
async function addExtraElsewhere(userId: number, amount: number) {
  await t.db
    .update(drawChances)
    .set({ extra: sql`${drawChances.extra} + ${amount}` })
    .where(and(eq(drawChances.userId, userId), eq(drawChances.game, 'wheel')));
}

async function changeWheel(changes: Partial<typeof rewardGames.$inferInsert>) {
  await t.db.update(rewardGames).set(changes).where(eq(rewardGames.game, 'wheel'));
}

describe('a member’s next draw in this process', () => {
  it('starts from the chance row the last draw wrote, which is the one in the database', async () => {
    const player = await newPlayer(t);
    for (let i = 0; i < 3; i += 1) {
      const drawn = await drawCall(t, player, 'wheel');
      expect(drawn.status).toBe(200);
      expect(await verifyDraw(drawn.body.data)).toMatchObject({ fair: true });
      expect(rememberedDrawState(t.db, player.id, 'wheel')?.chance).toEqual(await chanceState(t, player.id, 'wheel'));
    }
  });

  it('draws with the seed in the database even when only the seed changed (a restored backup)', async () => {
    const player = await newPlayer(t);
    expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    const restoredSeed = 'ab'.repeat(32);
    await t.db.update(drawChances).set({ nextSeed: restoredSeed }).where(and(eq(drawChances.userId, player.id), eq(drawChances.game, 'wheel')));
    const drawn = await drawCall(t, player, 'wheel');
    expect(drawn.body.data).toMatchObject({ draw_number: 2, seed: restoredSeed });
    expect(await verifyDraw(drawn.body.data)).toMatchObject({ fair: true });
  });

  it('counts chances another process gave after the last draw, also when none were left', async () => {
    const player = await newPlayer(t);
    expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(2);
    await addExtraElsewhere(player.id, 1);
    expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(2);
    expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(1);
    expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(0);
    expect((await drawCall(t, player, 'wheel')).body.msg).toBe(S.noChancesLeft);
    await addExtraElsewhere(player.id, 2);
    const again = await drawCall(t, player, 'wheel');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ draw_number: 5, chances_left: 1 });
  });

  it('follows the operator: a game switched off, renamed, or with a new daily allowance', async () => {
    const player = await newPlayer(t);
    expect((await drawCall(t, player, 'wheel')).status).toBe(200);
    try {
      await changeWheel({ active: false });
      expect((await drawCall(t, player, 'wheel')).body.msg).toBe(S.gameUnavailable);
      expect(await drawCount(t, player.id)).toBe(1);

      await changeWheel({ active: true, name: 'Roda Renomeada' });
      const points = await drawCall(t, player, 'wheel', await keyForKind(t, player, 'wheel', 'points'));
      const reference = `draw:wheel:${points.body.data.draw_number}`;
      const [entry] = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, player.id), eq(pointsLedger.reference, reference)));
      expect(entry?.reason).toMatch(/^Roda Renomeada: /);

      // A new São Paulo day under a new allowance: 5 free draws, this one uses the first.
      await changeWheel({ name: 'Roda da Fortuna', dailyFree: 5 });
      t.clock.advance(24 * 3600);
      expect((await drawCall(t, player, 'wheel')).body.data.chances_left).toBe(4);
    } finally {
      await changeWheel({ active: true, name: 'Roda da Fortuna', dailyFree: 3 });
    }
    await expectLedgerConsistent(t);
  });

  it('follows another process drawing for the same member: two servers on one database, in turn', async () => {
    const other = await secondServer();
    try {
      const player = await newPlayer(t);
      const numbers: number[] = [];
      const commitments: Array<{ hash: string; next: string }> = [];
      for (let i = 0; i < 6; i += 1) {
        const drawn = await drawCall(i % 2 ? other.server : t, player, 'wheel');
        expect(drawn.status).toBe(200);
        expect(await verifyDraw(drawn.body.data)).toMatchObject({ fair: true });
        numbers.push(drawn.body.data.draw_number);
        commitments.push({ hash: drawn.body.data.commitment_hash, next: drawn.body.data.next_commitment.hash });
        if (i === 2) await addExtraElsewhere(player.id, 3);
      }
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
      // Each draw used the seed the one before it committed to, whichever server made it.
      for (let i = 1; i < commitments.length; i += 1) expect(commitments[i]!.hash).toBe(commitments[i - 1]!.next);
      expect(await drawCount(t, player.id)).toBe(6);
      expect((await chanceState(t, player.id, 'wheel'))?.extra).toBe(0);
      await expectLedgerConsistent(t);
    } finally {
      await other.close();
    }
  });
});

/** A second server on the same database through a handle of its own, as another process would have. */
async function secondServer(): Promise<{ server: TestApp; close(): Promise<void> }> {
  const handle = t.database.url
    ? await openDatabase({ databaseUrl: t.database.url })
    : await openDatabase({ pglite: (t.db as unknown as { $client: PGlite }).$client });
  const server = await createTestApp({ database: { ...handle, dispose: () => handle.close() }, seed: false, now: t.clock.now });
  return {
    server,
    async close() {
      await server.close();
      // On PGlite the handle shares the first server's client, which that server closes.
      if (t.database.url) await handle.close();
    },
  };
}
