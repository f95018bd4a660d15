/**
 * server/db/pglite-statements.ts: PGlite statements prepared by name answer as PGlite's own
 * `query()` does (values, errors), wait for another caller's transaction instead of running in it,
 * and are what `prepared()` runs on a PGlite database.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { namedStatementClient } from '../../server/db/pglite-statements.ts';
import { prepared } from '../../server/db/prepared.ts';

let pg: PGlite;

beforeEach(async () => {
  pg = new PGlite();
  await pg.exec('create table notes (id int primary key, body text not null)');
});

afterEach(async () => {
  await pg.close();
});

const ECHO = 'select $1::int as n, $2::bigint as big, $3::text as body, $4::date as day, $5::timestamptz as at, $6::int[] as list, $7::text as nothing, $8::boolean as yes';

describe('named statements on PGlite', () => {
  it('answer every value as PGlite’s query() does, each call with its own values', async () => {
    const named = namedStatementClient(pg);
    for (const [n, body] of [[1, 'Olá, "mundo" d’água'], [2, 'segunda vez']] as const) {
      const values = [n, 9_007_199_254_740_991n, body, '2026-11-26', new Date('2026-11-26T12:00:00Z'), [1, 2, 3], null, true];
      const mine = await named.query(ECHO, values);
      const theirs = await pg.query(ECHO, values);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect(mine.rows[0]).toMatchObject({ n, body, nothing: null, yes: true });
    }
    const arrays = await named.query<unknown[]>(ECHO, [3, 1, 'x', '2026-01-01', new Date(0), [], null, false], { rowMode: 'array' });
    expect(arrays.rows[0]![0]).toBe(3);
    const { rows } = await pg.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((r) => r.name)).toEqual(['premia_1']);
  });

  it('reject with PostgreSQL’s error and go on answering', async () => {
    const named = namedStatementClient(pg);
    const insert = 'insert into notes (id, body) values ($1, $2) returning id';
    expect((await named.query(insert, [1, 'a'])).rows).toEqual([{ id: 1 }]);
    await expect(named.query(insert, [1, 'b'])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select * from nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    expect((await named.query(insert, [2, 'c'])).rows).toEqual([{ id: 2 }]);
    expect((await pg.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('wait for another caller’s transaction and never run inside it', async () => {
    const named = namedStatementClient(pg);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => { opened = resolve; });
    const transaction = pg.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['da transação']);
      opened();
      await held;
      await tx.rollback();
    });
    await isOpen;
    let done = false;
    const outside = named.query('insert into notes (id, body) values (2, $1)', ['de fora']).then(() => { done = true; });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    release();
    await transaction;
    await outside;
    expect((await pg.query('select id, body from notes order by id')).rows).toEqual([{ id: 2, body: 'de fora' }]);
  });

  it('are what prepared() runs on the database, and a transaction keeps its own handle', async () => {
    const handle = await openDatabase({ pglite: pg });
    const plusOne = prepared('test_named_plus_one', (db) =>
      db.select({ n: sql<number>`(${sql.placeholder('n')}::int + 1)` }).from(sql`(select 1) as t`).prepare('test_named_plus_one'),
    );
    expect((await plusOne(handle.db, { n: 1 }))[0]!.n).toBe(2);
    expect((await pg.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 1 }]);
    expect(await handle.db.transaction(async (tx) => (await plusOne(tx, { n: 5 }))[0]!.n)).toBe(6);
    expect((await plusOne(handle.db, { n: 7 }))[0]!.n).toBe(8);
    expect((await pg.query('select count(*)::int as n from pg_prepared_statements')).rows).toEqual([{ n: 1 }]);
  });
});
