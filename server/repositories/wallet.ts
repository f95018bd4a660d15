/** Wallet rows: conversion types, the member's wallet (account, withdrawal password), withdrawals. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../src/domain/contract/wallet-values.ts';
import type { Executor } from '../db/client.ts';
import { conversionTypes, siteConfigs, users, wallets, withdrawals } from '../db/schema.ts';

export type ConversionTypeRow = typeof conversionTypes.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function listActiveTypes(db: Executor): Promise<ConversionTypeRow[]> {
  return db.select().from(conversionTypes).where(eq(conversionTypes.active, true)).orderBy(asc(conversionTypes.sort), asc(conversionTypes.id));
}

export async function findActiveType(db: Executor, id: number): Promise<ConversionTypeRow | undefined> {
  const [row] = await db.select().from(conversionTypes).where(and(eq(conversionTypes.id, id), eq(conversionTypes.active, true)));
  return row;
}

/** The member's wallet row, made empty on first sight; `lock` serialises password checks of one member. */
export async function walletRow(db: Executor, userId: number, lock = false): Promise<WalletRow> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
  const query = db.select().from(wallets).where(eq(wallets.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`wallet of user ${userId} not found`);
  return row;
}

export async function updateWallet(db: Executor, userId: number, changes: Partial<Omit<WalletRow, 'userId'>>): Promise<void> {
  await db.update(wallets).set(changes).where(eq(wallets.userId, userId));
}

export async function configNumber(db: Executor, name: string): Promise<number | undefined> {
  const [row] = await db.select({ value: siteConfigs.value }).from(siteConfigs).where(eq(siteConfigs.name, name));
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** A whole-number setting that cannot be negative: `fallback` when it is missing or negative. */
export async function configOrDefault(db: Executor, name: string, fallback: number): Promise<number> {
  const value = await configNumber(db, name);
  return value !== undefined && value >= 0 ? value : fallback;
}

export async function findWithdrawalByKey(db: Executor, userId: number, requestKey: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)));
  return row;
}

export async function insertWithdrawal(db: Executor, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  return inserted!;
}

export async function findMemberWithdrawal(db: Executor, userId: number, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  return row;
}

export async function listMemberWithdrawals(db: Executor, q: { userId: number; status?: WithdrawalStatus; limit: number; offset: number }) {
  const where = q.status ? and(eq(withdrawals.userId, q.userId), eq(withdrawals.status, q.status)) : eq(withdrawals.userId, q.userId);
  return db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(q.limit).offset(q.offset);
}

/** The operator's queue, oldest first, with the member's username. */
export async function listWithdrawalsByStatus(db: Executor, status: WithdrawalStatus, limit: number) {
  return db
    .select({ withdrawal: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.status, status))
    .orderBy(asc(withdrawals.id))
    .limit(limit);
}

/** Locks a withdrawal still in progress; undefined when it is unknown or already decided. */
/** `status`: in progress (the payout queue) or in review (held by a risk rule, services/risk-holds.ts). */
export async function lockWithdrawalInProgress(db: Executor, id: number, status: 'progress' | 'review' = 'progress'): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.status, status))).for('update');
  return row;
}

/** Conditional: only a withdrawal in progress changes, so two decisions cannot both apply. */
export async function closeWithdrawal(
  db: Executor,
  id: number,
  changes: { status: 'success' | 'failed'; remark: string | null; decidedAt: Date; refundEntryId: number | null },
  from: 'progress' | 'review' = 'progress',
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set(changes)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

export async function withdrawalExists(db: Executor, id: number): Promise<boolean> {
  return (await db.$count(withdrawals, eq(withdrawals.id, id))) > 0;
}
