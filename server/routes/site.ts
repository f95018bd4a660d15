/** Public start-up data: ads and configs, tracking scripts, languages, settings groups. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { adsAndConfigsQuery, type AdsAndConfigsResponse, type SettingsGroup } from '../../src/domain/contract/site.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import * as site from '../repositories/site.ts';

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(API.adsAndConfigs.path, async (request) => {
    const query = parseInput(adsAndConfigsQuery, request.query);
    const names = [...new Set([...asList(query['configs[]']), ...asList(query.configs)])];
    const [ads, configs] = await Promise.all([site.listActiveAds(db), site.listPublicConfigs(db, names)]);
    const data: AdsAndConfigsResponse = {
      ads,
      configs: Object.fromEntries(configs.map((c) => [c.name, { name: c.name, value: c.value }])),
    };
    return ok(data);
  });

  // The server stores scripts as given; the client checks each one is valid JavaScript before running it.
  app.get(API.trackingScripts.path, async () => ok(await site.listEnabledTrackingScripts(db)));

  app.get(API.languages.path, async () => ok(await site.listLanguages(db)));

  app.get(API.settingsGroups.path, async () => {
    const groups = new Map<string, SettingsGroup>();
    for (const row of await site.listSettings(db)) {
      const group = groups.get(row.groupName) ?? { name: row.groupName, settings: {} };
      group.settings[row.name] = row.value;
      groups.set(row.groupName, group);
    }
    return ok([...groups.values()]);
  });
}
