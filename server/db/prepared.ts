/**
 * Prepared statements for the hot paths (draws, envelope claims): drizzle builds the SQL
 * text, its parameter list and the result mapping once, on first use, instead of on every call.
 *
 * Drizzle binds a prepared query to the session it was built on, and a transaction is its own
 * session (on PostgreSQL its own connection, on PGlite a transaction handle): a query built on the
 * database and run as is inside a transaction would run outside it (PostgreSQL) or wait for it
 * forever (PGlite). So each call runs a thin view of the built query (Object.create, nothing copied)
 * with the connection of the executor it is given. Both drivers' prepared queries read their
 * connection from `this.client`, as do both sessions; a drizzle upgrade that moves it fails loudly
 * here instead of running a statement on the wrong connection.
 *
 * The statement is also prepared by name in the database: on PostgreSQL by postgres-js (`prepare`),
 * on PGlite outside transactions by `pglite-statements.ts`.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Executor } from './client.ts';
import { namedStatementClient } from './pglite-statements.ts';

type Values = Record<string, unknown>;

interface Runnable<R> {
  execute(values?: Values): Promise<R>;
}

function clientOf(executor: Executor): object {
  const client = (executor._.session as unknown as { client?: unknown }).client;
  if (!client || typeof client !== 'object' && typeof client !== 'function') throw new Error('drizzle: a sessão não expõe client; prepared.ts precisa de revisão');
  // The PGlite database itself (not a transaction's handle): statements by name (pglite-statements.ts).
  return client instanceof PGlite ? namedStatementClient(client) : client as object;
}

/**
 * `build` returns the query's `.prepare(name)` with `sql.placeholder(…)` for every value that
 * changes; the result runs it on any executor (the database or a transaction) with those values.
 */
export function prepared<R>(name: string, build: (db: Executor) => Runnable<R>): (db: Executor, values: Values) => Promise<R> {
  // One built query per driver (its session class): a process may hold a PGlite and a PostgreSQL
  // database at once (the benchmarks do), and each driver's prepared query runs its own way.
  const built = new Map<unknown, Runnable<R> & { client?: unknown }>();
  return (db, values) => {
    const client = clientOf(db);
    const driver = db._.session.constructor;
    let query = built.get(driver);
    if (!query) {
      query = build(db);
      if (!('client' in query)) throw new Error(`drizzle: a consulta preparada ${name} não tem client; prepared.ts precisa de revisão`);
      built.set(driver, query);
    }
    if (query.client === client) return query.execute(values);
    const view = Object.create(query, { client: { value: client } }) as Runnable<R>;
    return view.execute(values);
  };
}
