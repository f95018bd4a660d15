import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ads, languages, settings, siteConfigs, trackingScripts } from '../db/schema.ts';

export async function listActiveAds(db: Executor) {
  return db
    .select({ id: ads.id, title: ads.title, image: ads.image, link: ads.link, position: ads.position })
    .from(ads)
    .where(eq(ads.active, true))
    .orderBy(asc(ads.sort), asc(ads.id));
}

/** Public configs only; all of them when no names are asked. */
export async function listPublicConfigs(db: Executor, names: string[]) {
  const isPublic = eq(siteConfigs.public, true);
  return db
    .select({ name: siteConfigs.name, value: siteConfigs.value })
    .from(siteConfigs)
    .where(names.length > 0 ? and(isPublic, inArray(siteConfigs.name, names)) : isPublic)
    .orderBy(asc(siteConfigs.name));
}

export async function listEnabledTrackingScripts(db: Executor) {
  return db
    .select({ id: trackingScripts.id, name: trackingScripts.name, content: trackingScripts.content })
    .from(trackingScripts)
    .where(eq(trackingScripts.enabled, true))
    .orderBy(asc(trackingScripts.sort), asc(trackingScripts.id));
}

export async function insertTrackingScript(db: Executor, script: typeof trackingScripts.$inferInsert) {
  const [row] = await db.insert(trackingScripts).values(script).returning();
  if (!row) throw new Error('insert tracking_scripts returned nothing');
  return row;
}

/** Every script, enabled or not, in the order the loader appends them. */
export async function listAllTrackingScripts(db: Executor) {
  return db.select().from(trackingScripts).orderBy(asc(trackingScripts.sort), asc(trackingScripts.id));
}

export async function updateTrackingScriptEnabled(db: Executor, id: number, enabled: boolean) {
  const [row] = await db.update(trackingScripts).set({ enabled }).where(eq(trackingScripts.id, id)).returning();
  return row ?? null;
}

export async function deleteTrackingScript(db: Executor, id: number) {
  const [row] = await db.delete(trackingScripts).where(eq(trackingScripts.id, id)).returning({ id: trackingScripts.id, name: trackingScripts.name });
  return row ?? null;
}

export async function listLanguages(db: Executor) {
  return db
    .select({ code: languages.code, name: languages.name, is_default: languages.isDefault })
    .from(languages)
    .orderBy(asc(languages.code));
}

export async function listSettings(db: Executor) {
  return db.select().from(settings).orderBy(asc(settings.groupName), asc(settings.name));
}

export async function countSiteConfigs(db: Executor): Promise<number> {
  return db.$count(siteConfigs);
}

/** A public config (`app.ico`, `site.Sound`) set to `value`, made if missing. */
export async function upsertPublicConfig(db: Executor, name: string, value: string): Promise<void> {
  await db.insert(siteConfigs).values({ name, value, public: true }).onConflictDoUpdate({ target: siteConfigs.name, set: { value, public: true } });
}

export async function configValues(db: Executor, names: string[]) {
  return db.select({ name: siteConfigs.name, value: siteConfigs.value }).from(siteConfigs).where(inArray(siteConfigs.name, names));
}

export async function settingsOfGroup(db: Executor, groupName: string) {
  return db.select({ name: settings.name, value: settings.value }).from(settings).where(eq(settings.groupName, groupName));
}

/** Saves of a settings group wait for each other until the transaction ends (its rows may not exist yet). */
export async function lockGroupSettings(db: Executor, groupName: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${groupName}`}))`);
}

/** Each name of the group set to its value, made if missing. */
export async function upsertGroupSettings(db: Executor, groupName: string, values: Record<string, string>): Promise<void> {
  const rows = Object.entries(values).map(([name, value]) => ({ groupName, name, value }));
  if (rows.length === 0) return;
  await db.insert(settings).values(rows).onConflictDoUpdate({ target: [settings.groupName, settings.name], set: { value: sql`excluded.value` } });
}
