/** Shares for verification (issue 11): campaigns, submit an address, the member's records. */
import type { FastifyInstance } from 'fastify';
import { shareRecordsRequest, shareSubmitRequest } from '../../src/domain/contract/shares.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { shareCampaigns, shareRecords, submitShare } from '../services/shares.ts';
import { serve } from '../http/serve.ts';

export function registerShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'shareCampaigns', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await shareCampaigns(ctx, member));
  });

  serve(app, 'shareSubmit', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await submitShare(ctx, member, parseInput(shareSubmitRequest, request.body)));
  });

  serve(app, 'shareRecords', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await shareRecords(ctx, member, parseInput(shareRecordsRequest, request.body)));
  });
}
