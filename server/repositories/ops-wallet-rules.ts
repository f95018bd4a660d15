/** The console's writes of the withdrawal rules: conversion types and the site configuration entries. */
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { WithdrawalTypeFields } from '../../src/domain/contract/ops-wallet-rules.ts';
import type { Executor } from '../db/client.ts';
import { conversionTypes, siteConfigs, withdrawals } from '../db/schema.ts';
import type { ConversionTypeRow } from './wallet.ts';

const columnsOf = (fields: WithdrawalTypeFields) => ({
  name: fields.name, platform: fields.platform, rate: fields.rate, unit: fields.unit,
  minAmount: fields.min_amount, maxAmount: fields.max_amount, active: fields.active,
});

export async function listAllTypes(db: Executor): Promise<ConversionTypeRow[]> {
  return db.select().from(conversionTypes).orderBy(asc(conversionTypes.sort), asc(conversionTypes.id));
}

export async function findType(db: Executor, id: number): Promise<ConversionTypeRow | undefined> {
  const [row] = await db.select().from(conversionTypes).where(eq(conversionTypes.id, id));
  return row;
}

/** A new type goes last in the member's list. */
export async function insertType(db: Executor, fields: WithdrawalTypeFields): Promise<ConversionTypeRow> {
  const [last] = await db.select({ sort: conversionTypes.sort }).from(conversionTypes).orderBy(desc(conversionTypes.sort)).limit(1);
  const [row] = await db.insert(conversionTypes).values({ ...columnsOf(fields), sort: (last?.sort ?? 0) + 1 }).returning();
  if (!row) throw new Error('insert conversion_types returned nothing');
  return row;
}

/** Conditional on the row still holding `loaded`: undefined when someone changed it (or it is gone). */
export async function updateTypeIfUnchanged(db: Executor, id: number, loaded: WithdrawalTypeFields, fields: WithdrawalTypeFields) {
  const was = columnsOf(loaded);
  const [row] = await db
    .update(conversionTypes)
    .set(columnsOf(fields))
    .where(and(
      eq(conversionTypes.id, id), eq(conversionTypes.name, was.name), eq(conversionTypes.platform, was.platform), eq(conversionTypes.rate, was.rate),
      eq(conversionTypes.unit, was.unit), eq(conversionTypes.minAmount, was.minAmount), eq(conversionTypes.maxAmount, was.maxAmount),
      eq(conversionTypes.active, was.active),
    ))
    .returning();
  return row;
}

/** Locks the named entries (made with their defaults when missing) until the transaction ends. */
export async function lockConfigs(tx: Executor, defaults: Record<string, number>): Promise<void> {
  const names = Object.keys(defaults);
  await tx.insert(siteConfigs).values(names.map((name) => ({ name, value: String(defaults[name]) }))).onConflictDoNothing();
  await tx.select({ name: siteConfigs.name }).from(siteConfigs).where(inArray(siteConfigs.name, names)).for('update');
}

export async function setConfig(tx: Executor, name: string, value: number): Promise<void> {
  await tx.update(siteConfigs).set({ value: String(value) }).where(eq(siteConfigs.name, name));
}

/** The member's withdrawal requests since `since`, whatever became of them. */
export async function countWithdrawalsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawals).where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since)));
  return row?.n ?? 0;
}
