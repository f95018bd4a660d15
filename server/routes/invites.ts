/** Invites: the member's link and figures, the guest list (Convidados), the week's ranking, a late bind. */
import type { FastifyInstance } from 'fastify';
import { inviteBindRequest, invitedFriendsRequest } from '../../src/domain/contract/invites.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { parseInput } from '../http/validate.ts';
import { inviteInfo, invitedFriends, inviteRanking } from '../services/invite-views.ts';
import { bindInviter } from '../services/invites.ts';
import { serve } from '../http/serve.ts';

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public like the draw winners: names are masked.
  serve(app, 'inviteRanking', async () => ok(await inviteRanking(ctx)));

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'inviteInfo', async (request) => ok(await inviteInfo(ctx, memberOf(request))));

    serve(scope, 'invitedFriends', async (request) => {
      const input = parseInput(invitedFriendsRequest, request.body);
      return ok(await invitedFriends(ctx, memberOf(request), input.page, input.page_size));
    });

    serve(scope, 'inviteBind', async (request) => {
      await bindInviter(ctx, memberOf(request), parseInput(inviteBindRequest, request.body).parent_id);
      return ok({ bound: true as const });
    });
  });
}
