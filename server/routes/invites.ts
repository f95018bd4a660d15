/** Invites: the member's link and figures, the guest list (Convidados), the week's ranking, a late bind. */
import type { FastifyInstance } from 'fastify';
import { inviteBindRequest, invitedFriendsRequest } from '../../src/domain/contract/invites.ts';
import { API } from '../../src/domain/contract/paths.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { inviteInfo, invitedFriends, inviteRanking } from '../services/invite-views.ts';
import { bindInviter } from '../services/invites.ts';

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(API.inviteInfo.path, async (request) => ok(await inviteInfo(ctx, await requireMember(ctx.db, request))));

  app.post(API.invitedFriends.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    const input = parseInput(invitedFriendsRequest, request.body);
    return ok(await invitedFriends(ctx, member, input.page, input.page_size));
  });

  // Public like the draw winners: names are masked.
  app.post(API.inviteRanking.path, async () => ok(await inviteRanking(ctx)));

  app.post(API.inviteBind.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    await bindInviter(ctx, member, parseInput(inviteBindRequest, request.body).parent_id);
    return ok({ bound: true as const });
  });
}
