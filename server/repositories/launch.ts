/** What the launch checklist reads: the terms members are linked to, withdrawal types, the page icon. */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { conversionTypes, documents, siteConfigs } from '../db/schema.ts';

/** Titles of the active documents registration links to (kind `protocol`). */
export async function publishedTermsTitles(db: Executor): Promise<string[]> {
  const rows = await db.select({ title: documents.title }).from(documents).where(and(eq(documents.kind, 'protocol'), eq(documents.active, true)));
  return rows.map((row) => row.title);
}

export async function activeWithdrawalTypeNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: conversionTypes.name }).from(conversionTypes).where(eq(conversionTypes.active, true));
  return rows.map((row) => row.name);
}

/** The page icon's address (config `app.ico`), or null when none was set. */
export async function siteIconAddress(db: Executor): Promise<string | null> {
  const [row] = await db.select({ value: siteConfigs.value }).from(siteConfigs).where(and(eq(siteConfigs.name, 'app.ico'), ne(siteConfigs.value, '')));
  return row?.value ?? null;
}
