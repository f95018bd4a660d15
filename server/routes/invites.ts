/** Invites: the member's link and figures, the guest list (Convidados), the week's ranking, a late bind. */
import type { FastifyInstance } from 'fastify';
import { inviteBindRequest, invitedFriendsRequest } from '../../src/domain/contract/invites.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { inviteInfo, invitedFriends, inviteRanking } from '../services/invite-views.ts';
import { bindInviter } from '../services/invites.ts';
import { serve } from '../http/serve.ts';

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'inviteInfo', async (request) => ok(await inviteInfo(ctx, await requireMember(ctx.db, request))));

  serve(app, 'invitedFriends', async (request) => {
    const member = await requireMember(ctx.db, request);
    const input = parseInput(invitedFriendsRequest, request.body);
    return ok(await invitedFriends(ctx, member, input.page, input.page_size));
  });

  // Public like the draw winners: names are masked.
  serve(app, 'inviteRanking', async () => ok(await inviteRanking(ctx)));

  serve(app, 'inviteBind', async (request) => {
    const member = await requireMember(ctx.db, request);
    await bindInviter(ctx, member, parseInput(inviteBindRequest, request.body).parent_id);
    return ok({ bound: true as const });
  });
}
