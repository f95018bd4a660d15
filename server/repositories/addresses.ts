import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { addresses } from '../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

/** The default first, then newest first. */
export async function listAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  return db.$count(addresses, eq(addresses.userId, userId));
}

export async function findAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function insertAddress(db: Executor, address: NewAddress): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(address).returning();
  if (!row) throw new Error('insert addresses returned nothing');
  return row;
}

export async function clearDefaultAddress(db: Executor, userId: number): Promise<void> {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function markDefaultAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function newestAddress(db: Executor, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
  return row;
}
