import { and, asc, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PointSource } from '../../src/domain/contract/rewards.ts';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { pointsLedger, users } from '../db/schema.ts';

export type LedgerEntryRow = typeof pointsLedger.$inferSelect;
export type NewLedgerEntry = typeof pointsLedger.$inferInsert;

const placeholder = sql.placeholder;

const lockBalanceQuery = prepared('ledger_lock_balance', (db) =>
  db.select({ points: users.points }).from(users).where(eq(users.id, placeholder('userId'))).for('no key update').prepare('ledger_lock_balance'),
);

/**
 * Locks the member's row, so ledger changes of one member run one at a time on PostgreSQL, and
 * reads the balance; undefined for an unknown member. Reads nothing else: in READ COMMITTED a
 * statement that waited for the lock sees only the locked row's newest version, any other table
 * as it was before the wait (see findEntryByKey).
 */
export async function lockBalance(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await lockBalanceQuery(db, { userId });
  return row?.points;
}

const findEntryByKeyQuery = prepared('ledger_find_entry_by_key', (db) =>
  db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, placeholder('userId')), eq(pointsLedger.idempotencyKey, placeholder('key'))))
    .prepare('ledger_find_entry_by_key'),
);

/**
 * The member's entry under `key`, if any. Called after lockBalance, as its own statement: it takes
 * a new snapshot, so it sees the entry of a transaction that held the lock while we waited.
 */
export async function findEntryByKey(db: Executor, userId: number, key: string): Promise<LedgerEntryRow | undefined> {
  const [row] = await findEntryByKeyQuery(db, { userId, key });
  return row;
}

const applyEntryQuery = prepared('ledger_apply_entry', (db) => {
  const delta = placeholder('amount');
  const balance = db.$with('balance').as(
    db
      .update(users)
      .set({ points: sql`${users.points} + ${delta}` })
      .where(and(eq(users.id, placeholder('userId')), gte(sql`${users.points} + ${delta}`, 0)))
      .returning({ points: users.points }),
  );
  return db
    .with(balance)
    .insert(pointsLedger)
    .values({
      userId: placeholder('userId'),
      amount: delta,
      source: placeholder('source'),
      reason: placeholder('reason'),
      reference: placeholder('reference'),
      idempotencyKey: placeholder('idempotencyKey'),
      balanceAfter: placeholder('balanceAfter'),
      createdAt: placeholder('createdAt'),
    })
    .returning({ ...getTableColumns(pointsLedger), balance: sql<number | null>`(select ${users.points} from ${balance})` })
    .prepare('ledger_apply_entry');
});

/**
 * One statement: adds `entry.amount` to the balance unless that would take it below zero, and
 * writes the entry. `balance` is the balance after, or null when the guard refused the update (the
 * entry was written all the same: the caller must then fail, rolling its transaction back).
 */
export async function applyEntry(db: Executor, entry: NewLedgerEntry & { reference: string | null }): Promise<{ entry: LedgerEntryRow; balance: number | null }> {
  const [row] = await applyEntryQuery(db, entry);
  if (!row) throw new Error('insert points_ledger returned nothing');
  const { balance, ...written } = row;
  return { entry: written, balance };
}

/**
 * The credit of another statement (a draw, a batch of envelopes is one write
 * statement): two CTEs that add `amount` to the member's balance and write its entry, for a
 * statement of the caller's to compose (`db.with(…, ...creditCtes(db, { onlyIf }))`). Only when
 * the amount is > 0 and `onlyIf` holds (e.g. the statement's other write happened); otherwise both
 * are empty. Amount, key and reason are the `credit*` placeholders unless the caller derives them
 * in SQL from its other CTEs. The key is not looked up first: the caller must make it new (a draw
 * number taken with the chance row, the first envelope key the batch recorded), and the unique
 * (member, key) index fails the statement if it is not. The balance and its entry are still one
 * statement, and the CHECKs hold.
 */
export function creditCtes(db: Executor, parts: { onlyIf: SQL; amount?: SQL; key?: SQL; reason?: SQL }) {
  const amount = parts.amount ?? sql`${placeholder('creditAmount')}::int`;
  const userId = sql`${placeholder('userId')}::bigint`;
  const balance = db.$with('credit_balance').as(
    db.update(users).set({ points: sql`${users.points} + ${amount}` })
      .where(and(eq(users.id, userId), sql`${amount} > 0`, parts.onlyIf))
      .returning({ points: users.points }),
  );
  // Raw SQL: drizzle's insert-from-select wants every column, the identity id included.
  const entry = db.$with('credit_entry', { id: sql<number>`id`.as('id'), balanceAfter: sql<number>`balance_after`.as('balance_after') }).as(sql`
    insert into ${pointsLedger} (user_id, amount, source, reason, reference, idempotency_key, balance_after, created_at)
    select ${userId}, ${amount}, ${placeholder('creditSource')}::text, ${parts.reason ?? sql`${placeholder('creditReason')}::text`},
      ${placeholder('creditReference')}::text, ${parts.key ?? sql`${placeholder('creditKey')}::text`}, ${balance.points}, ${placeholder('creditAt')}::timestamptz
    from ${balance}
    returning id, balance_after`);
  return [balance, entry] as const;
}

/** The values of creditCtes' placeholders. */
export interface CreditValues {
  creditAmount: number;
  creditSource: PointSource;
  creditReason: string;
  creditReference: string | null;
  creditKey: string;
  /** ISO time: a raw placeholder gets no Date mapping from drizzle, and postgres-js takes no Date there. */
  creditAt: string;
}

export interface LedgerFilter {
  userId: number;
  from?: Date;
  until?: Date;
  source?: PointSource;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listLedgerEntries(db: Executor, filter: LedgerFilter): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, filter.userId),
        filter.from ? gte(pointsLedger.createdAt, filter.from) : undefined,
        filter.until ? lt(pointsLedger.createdAt, filter.until) : undefined,
        filter.source ? eq(pointsLedger.source, filter.source) : undefined,
      ),
    )
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findLedgerEntry(db: Executor, userId: number, id: number): Promise<LedgerEntryRow | undefined> {
  const [row] = await db.select().from(pointsLedger).where(and(eq(pointsLedger.id, id), eq(pointsLedger.userId, userId)));
  return row;
}

/** Every member whose balance differs from the sum of their entries (should always be empty). */
export async function findLedgerMismatches(db: Executor) {
  return db
    .select({ userId: users.id, points: users.points, ledger: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(users)
    .leftJoin(pointsLedger, eq(pointsLedger.userId, users.id))
    .groupBy(users.id, users.points)
    .having(sql`${users.points} <> coalesce(sum(${pointsLedger.amount}), 0)`)
    .orderBy(asc(users.id));
}
