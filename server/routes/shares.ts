/** Shares for verification: campaigns, submit an address, the member's records. */
import type { FastifyInstance } from 'fastify';
import { shareRecordsRequest, shareSubmitRequest } from '../../src/domain/contract/shares.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { shareCampaigns, shareRecords, submitShare } from '../services/shares.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'shareCampaigns', async (request) => {
      const member = memberOf(request);
      return ok(await shareCampaigns(ctx, member));
    });

    serve(scope, 'shareSubmit', async (request) => {
      const member = memberOf(request);
      return ok(await submitShare(ctx, member, parseInput(shareSubmitRequest, request.body)));
    });

    serve(scope, 'shareRecords', async (request) => {
      const member = memberOf(request);
      return ok(await shareRecords(ctx, member, parseInput(shareRecordsRequest, request.body)));
    });
  });
}
