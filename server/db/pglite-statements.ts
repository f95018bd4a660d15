/**
 * Named prepared statements on PGlite, for the hot paths that `prepared.ts` runs (draws, envelope
 * claims).
 *
 * PGlite's `query()` parses and plans its text on every call (an unnamed statement), in five
 * calls into PostgreSQL (parse, describe, bind, describe, execute). On a draw, planning was about
 * half of PostgreSQL's time: `explain (analyze, summary)` of the draw's read gave 0.3–0.5 ms of
 * planning for 0.14 ms of execution, its write 0.3–0.4 ms for 0.5–0.6 ms. Here a statement is
 * parsed once per PGlite instance under a name, and each call binds and executes it in one call
 * into PostgreSQL; PostgreSQL keeps its plan once a generic one is as good as the custom ones
 * (plan_cache_mode auto).
 *
 * What PGlite's `query()` does around a call is done the same way: it waits for any open
 * transaction and for the statement before it (its two locks, so a statement never runs inside
 * another caller's transaction), serializes parameters by the types the statement's description
 * gives, parses rows with the caller's parsers, and syncs the file system afterwards. A
 * transaction's own queries go through its handle as before: this client is for the database
 * itself only.
 */
import { type PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';

export interface StatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

interface NamedStatement {
  name: string;
  paramTypes: number[];
}

const clients = new WeakMap<PGlite, StatementClient>();

/** The named-statement client of this PGlite instance (one per instance, its statements with it). */
export function namedStatementClient(pg: PGlite): StatementClient {
  let client = clients.get(pg);
  if (!client) {
    client = makeClient(pg);
    clients.set(pg, client);
  }
  return client;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function makeClient(pg: PGlite): StatementClient {
  const { serialize } = protocol;
  const statements = new Map<string, NamedStatement>();

  async function prepare(text: string): Promise<NamedStatement> {
    const name = `premia_${statements.size + 1}`;
    const messages = await pg.execProtocolStream(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  function serialized(value: unknown, type: number | undefined, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : (options?.serializers?.[type] ?? pg.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((value, i) => serialized(value, statement.paramTypes[i], options));
    const messages = await pg.execProtocolStream(
      joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const [results] = parse.parseResults(messages, pg.parsers, options);
    await pg.syncToFs();
    return results as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
    },
  };
}
