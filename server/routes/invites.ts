/** Invites: the member's link and figures, the guest list (Convidados), the week's ranking, a late bind. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { inviteInfo, invitedFriends, inviteRanking } from '../services/invite-views.ts';
import { bindInviter } from '../services/invites.ts';
import { serve } from '../http/serve.ts';

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public like the draw winners: names are masked.
  serve(app, 'inviteRanking', async () => ok(await inviteRanking(ctx)));

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'inviteInfo', async (_, request) => ok(await inviteInfo(ctx, memberOf(request))));

    serve(scope, 'invitedFriends', async (input, request) => {
      return ok(await invitedFriends(ctx, memberOf(request), input.page, input.page_size));
    });

    serve(scope, 'inviteBind', async (input, request) => {
      await bindInviter(ctx, memberOf(request), input.parent_id);
      return ok({ bound: true as const });
    });
  });
}
