/**
 * server/db/prepared.ts: one prepared statement runs on the database and inside transactions, and
 * on a PGlite and a PostgreSQL database in the same process (the benchmarks open both).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { prepared } from '../../server/db/prepared.ts';

const plusOne = prepared('test_prepared_plus_one', (db) =>
  db.select({ n: sql<number>`(${sql.placeholder('n')}::int + 1)` }).from(sql`(select 1) as t`).prepare('test_prepared_plus_one'),
);
const run = async (db: Parameters<typeof plusOne>[0], n: number) => (await plusOne(db, { n }))[0]!.n;

describe('prepared statements', () => {
  it('run on the database, in a transaction, and on both drivers in one process', async () => {
    const pglite = await openDatabase({ pglite: new PGlite() });
    expect(await run(pglite.db, 1)).toBe(2);
    expect(await pglite.db.transaction((tx) => run(tx, 2))).toBe(3);
    await pglite.close();
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const postgres = await openDatabase({ databaseUrl: url });
    try {
      expect(await run(postgres.db, 3)).toBe(4);
      expect(await postgres.db.transaction((tx) => run(tx, 4))).toBe(5);
      // Inside a transaction the statement runs on the transaction's connection: it sees its own writes.
      const seen = await postgres.db.transaction(async (tx) => {
        await tx.execute(sql`set local application_name = 'prepared-test'`);
        const [row] = await prepared('test_prepared_app', (db) =>
          db.select({ name: sql<string>`current_setting('application_name')` }).from(sql`(select 1) as t`).prepare('test_prepared_app'),
        )(tx, {});
        return row!.name;
      });
      expect(seen).toBe('prepared-test');
    } finally {
      await postgres.close();
    }
  });
});
