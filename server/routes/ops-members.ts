/**
 * The console's "Membros": search, a member's page and ledger, and the actions on a member
 * (disable or enable, points by hand, the withdrawal lock cleared), each audited with the
 * operator's name by its service.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { operatorOf, serveOps } from '../http/serve-ops.ts';
import { changeMemberPoints, clearWithdrawalLock, setMemberDisabled } from '../services/ops-members-actions.ts';
import { memberDetail, memberLedger, searchMembers } from '../services/ops-members.ts';

export function registerOpsMembersRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveOps(app, ctx, 'memberSearch', async (input) => searchMembers(ctx, input));
  serveOps(app, ctx, 'memberDetail', async (input) => memberDetail(ctx, input.id));
  serveOps(app, ctx, 'memberLedger', async (input) => memberLedger(ctx, input.id, input));
  serveOps(app, ctx, 'memberStatus', async (input, call) => setMemberDisabled(ctx, operatorOf(call), input.id, input.disabled));
  serveOps(app, ctx, 'memberPoints', async (input, call) => changeMemberPoints(ctx, operatorOf(call), input.id, input));
  serveOps(app, ctx, 'memberClearLock', async (input, call) => clearWithdrawalLock(ctx, operatorOf(call), input.id));
}
