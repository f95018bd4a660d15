/** Shares for verification: campaigns, submit an address, the member's records. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { shareCampaigns, shareRecords, submitShare } from '../services/shares.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'shareCampaigns', async (_, request) => {
      const member = memberOf(request);
      return ok(await shareCampaigns(ctx, member));
    });

    serve(scope, 'shareSubmit', async (input, request) => {
      const member = memberOf(request);
      return ok(await submitShare(ctx, member, input));
    });

    serve(scope, 'shareRecords', async (input, request) => {
      const member = memberOf(request);
      return ok(await shareRecords(ctx, member, input));
    });
  });
}
