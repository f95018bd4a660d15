/**
 * The console's "Membros": search, a member's page and ledger, and the actions on a member
 * (disable or enable, points by hand, the withdrawal lock cleared), each audited with the
 * operator's name by its service. Registered only when operator calls exist (an OPS_SECRET).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberLedgerQuery, memberPointsBody, memberSearchQuery, memberStatusBody } from '../../src/domain/contract/ops-members.ts';
import { OPS_API } from '../../src/domain/contract/paths.ts';
import { recordId } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { actorOf, operatorGuard } from '../http/ops-guard.ts';
import { parseInput } from '../http/validate.ts';
import { changeMemberPoints, clearWithdrawalLock, setMemberDisabled } from '../services/ops-members-actions.ts';
import { memberDetail, memberLedger, searchMembers } from '../services/ops-members.ts';

const memberParams = z.object({ id: recordId });
const memberIdOf = (request: FastifyRequest) => parseInput(memberParams, request.params).id;

export function registerOpsMembersRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.opsSecret) return;
  const operator = { preHandler: operatorGuard(ctx, ctx.opsSecret) };

  app.get(OPS_API.memberSearch.path, operator, async (request) => ok(await searchMembers(ctx, parseInput(memberSearchQuery, request.query))));

  app.get(OPS_API.memberDetail.path, operator, async (request) => ok(await memberDetail(ctx, memberIdOf(request))));

  app.get(OPS_API.memberLedger.path, operator, async (request) =>
    ok(await memberLedger(ctx, memberIdOf(request), parseInput(memberLedgerQuery, request.query))));

  app.post(OPS_API.memberStatus.path, operator, async (request) => {
    const id = memberIdOf(request);
    const { disabled } = parseInput(memberStatusBody, request.body);
    return ok(await setMemberDisabled(ctx, actorOf(request), id, disabled));
  });

  app.post(OPS_API.memberPoints.path, operator, async (request) => {
    const id = memberIdOf(request);
    return ok(await changeMemberPoints(ctx, actorOf(request), id, parseInput(memberPointsBody, request.body)));
  });

  app.post(OPS_API.memberClearLock.path, operator, async (request) => ok(await clearWithdrawalLock(ctx, actorOf(request), memberIdOf(request))));
}
