/** Public start-up data: ads and configs, tracking scripts, languages, settings groups. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import * as site from '../services/site.ts';

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'adsAndConfigs', async (input) => site.adsAndConfigs(ctx, [...new Set([...asList(input['configs[]']), ...asList(input.configs)])]));
  serveCall(app, ctx, 'trackingScripts', async () => site.enabledTrackingScripts(ctx));
  serveCall(app, ctx, 'languages', async () => site.languages(ctx));
  serveCall(app, ctx, 'settingsGroups', async () => site.settingsGroups(ctx));
}
