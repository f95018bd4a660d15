/**
 * The console's "Membros": search, a member's page and ledger, and the actions on a member
 * (disable or enable, points by hand, the withdrawal lock cleared), each audited with the
 * operator's name by its service.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { changeMemberPoints, clearWithdrawalLock, setMemberDisabled } from '../services/ops-members-actions.ts';
import { memberDetail, memberLedger, searchMembers } from '../services/ops-members.ts';

export function registerOpsMembersRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'memberSearch', async (input) => searchMembers(ctx, input));
  serveCall(app, ctx, 'memberDetail', async (input) => memberDetail(ctx, input.id));
  serveCall(app, ctx, 'memberLedger', async (input) => memberLedger(ctx, input.id, input));
  serveCall(app, ctx, 'memberStatus', async (input, call) => setMemberDisabled(ctx, call.actor, input.id, input.disabled));
  serveCall(app, ctx, 'memberPoints', async (input, call) => changeMemberPoints(ctx, call.actor, input.id, input));
  serveCall(app, ctx, 'memberClearLock', async (input, call) => clearWithdrawalLock(ctx, call.actor, input.id));
}
