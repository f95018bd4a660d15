/** Invites: the member's link and figures, the guest list (Convidados), the week's ranking, a late bind. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { inviteInfo, invitedFriends, inviteRanking } from '../services/invite-views.ts';
import { bindInviter } from '../services/invites.ts';
import { recordRiskEvent } from '../signals/events.ts';
import { memberEvent } from './caller.ts';

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public like the draw winners: names are masked.
  serveCall(app, ctx, 'inviteRanking', async () => inviteRanking(ctx));
  serveCall(app, ctx, 'inviteInfo', async (_, { member }) => inviteInfo(ctx, member));
  serveCall(app, ctx, 'invitedFriends', async (input, { member }) => invitedFriends(ctx, member, input.page, input.page_size));
  serveCall(app, ctx, 'inviteBind', async (input, { member, request }) => {
    await bindInviter(ctx, member, input.parent_id);
    await recordRiskEvent(ctx, memberEvent('invite_bound', request, member));
    return { bound: true as const };
  });
}
