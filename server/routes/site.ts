/** Public start-up data: ads and configs, tracking scripts, languages, settings groups. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import * as site from '../services/site.ts';
import { serve } from '../http/serve.ts';

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'adsAndConfigs', async (input) => {
    return ok(await site.adsAndConfigs(ctx, [...new Set([...asList(input['configs[]']), ...asList(input.configs)])]));
  });

  serve(app, 'trackingScripts', async () => ok(await site.enabledTrackingScripts(ctx)));

  serve(app, 'languages', async () => ok(await site.languages(ctx)));

  serve(app, 'settingsGroups', async () => ok(await site.settingsGroups(ctx)));
}
