/** Public start-up data (spec §7): ads and configs, tracking scripts, languages, settings groups. */
import type { AdsAndConfigsResponse, SettingsGroup } from '../../src/domain/contract/site.ts';
import type { AppContext } from '../context.ts';
import * as site from '../repositories/site.ts';

export async function adsAndConfigs(ctx: AppContext, names: string[]): Promise<AdsAndConfigsResponse> {
  const [ads, configs] = await Promise.all([site.listActiveAds(ctx.db), site.listPublicConfigs(ctx.db, names)]);
  return { ads, configs: Object.fromEntries(configs.map((c) => [c.name, { name: c.name, value: c.value }])) };
}

/** Stored as given; the client checks each one is valid JavaScript before running it. */
export const enabledTrackingScripts = (ctx: AppContext) => ctx.trackingScripts.get();

export const languages = (ctx: AppContext) => site.listLanguages(ctx.db);

export async function settingsGroups(ctx: AppContext): Promise<SettingsGroup[]> {
  const groups = new Map<string, SettingsGroup>();
  for (const row of await site.listSettings(ctx.db)) {
    const group = groups.get(row.groupName) ?? { name: row.groupName, settings: {} };
    group.settings[row.name] = row.value;
    groups.set(row.groupName, group);
  }
  return [...groups.values()];
}
