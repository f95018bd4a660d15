/** Public start-up data: ads and configs, tracking scripts, languages, settings groups. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { adsAndConfigsQuery } from '../../src/domain/contract/site.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import * as site from '../services/site.ts';

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API.adsAndConfigs.path, async (request) => {
    const query = parseInput(adsAndConfigsQuery, request.query);
    return ok(await site.adsAndConfigs(ctx, [...new Set([...asList(query['configs[]']), ...asList(query.configs)])]));
  });

  app.get(API.trackingScripts.path, async () => ok(await site.enabledTrackingScripts(ctx)));

  app.get(API.languages.path, async () => ok(await site.languages(ctx)));

  app.get(API.settingsGroups.path, async () => ok(await site.settingsGroups(ctx)));
}
