/**
 * How busy a process's database connections are, for /metrics. postgres-js keeps its connection
 * queues private (its client exposes only `options.max`), so this counts what takes a connection
 * for itself: a transaction holds one from its BEGIN to its COMMIT. Plain statements never hold
 * one: postgres-js pipelines them on busy connections, and they wait in its queue only once every
 * connection is held by a transaction — i.e. when `inUse` reaches `max`. So `inUse` near `max`
 * and any `waiting` say the same thing: the pool, not PostgreSQL, is where requests queue.
 * PGlite is one connection that runs one transaction at a time (`max` 1): `waiting` there counts
 * the transactions queued behind the running one, the same signal.
 */

export interface PoolUsage {
  /** Connections this process may open (DATABASE_POOL). */
  max: number;
  /** Connections held by a transaction now. */
  inUse: number;
  /** Transactions asked for whose connection (and BEGIN) has not come yet. */
  waiting: number;
}

type Begin = (...args: unknown[]) => Promise<unknown>;
/** postgres-js's `begin` or PGlite's `transaction`: the scope function is the last argument. */
type TransactionMethod = 'begin' | 'transaction';
type Scope = (sql: unknown) => unknown;

const usageOf = new WeakMap<object, () => PoolUsage>();

/** The usage of the connections behind `db`; undefined for a handle not opened by openDatabase. */
export function poolUsageOf(db: object): PoolUsage | undefined {
  return usageOf.get(db)?.();
}

/** Counts `client`'s transactions from now on, and files the count under `db` (the drizzle handle over it). */
export function watchTransactions(client: object, method: TransactionMethod, max: number, db: object): void {
  let inUse = 0;
  let waiting = 0;
  const target = client as Record<TransactionMethod, Begin>;
  const begin = target[method].bind(client);
  target[method] = (...args: unknown[]) => {
    const scope = args.at(-1) as Scope;
    let started = false;
    waiting += 1;
    args[args.length - 1] = (sql: unknown) => {
      started = true;
      waiting -= 1;
      inUse += 1;
      return scope(sql);
    };
    return begin(...args).finally(() => {
      if (started) inUse -= 1;
      else waiting -= 1;
    });
  };
  usageOf.set(db, () => ({ max, inUse, waiting }));
}
