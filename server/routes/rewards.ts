/** Draw games, reward records and the points history. */
import type { FastifyInstance } from 'fastify';
import { claimRequest, drawRequest, idRequest, lotteryInfoRequest, lotteryRecordsRequest, pointsHistoryRequest, rewardRecordsRequest } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { requireCompleteProfile } from '../services/member.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { parseInput } from '../http/validate.ts';
import { drawPrize, gameInfo } from '../services/draws.ts';
import { pointsDetail, pointsHistory } from '../services/points-history.ts';
import { claimPrize, lotteryDetail, lotteryRecords, rewardRecords } from '../services/reward-records.ts';
import { serve } from '../http/serve.ts';

export function registerRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The winners list is public; 'mine' needs a member.
  serve(app, 'rewardRecords', async (request) => {
    const input = parseInput(rewardRecordsRequest, request.body);
    const member = input.scope === 'mine' ? await requireMember(ctx.db, request) : null;
    return ok(await rewardRecords(ctx, member, input));
  });

  // The hot call: the member comes from the short session cache.
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'lotteryDraw', async (request) => {
      const member = memberOf(request);
      requireCompleteProfile(member.user);
      return ok(await drawPrize(ctx, member, parseInput(drawRequest, request.body)));
    });
  }, { cached: true });

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'lotteryInfo', async (request) => ok(await gameInfo(ctx, memberOf(request), parseInput(lotteryInfoRequest, request.body).game)));

    serve(scope, 'lotteryRecords', async (request) => ok(await lotteryRecords(ctx, memberOf(request), parseInput(lotteryRecordsRequest, request.body))));

    serve(scope, 'lotteryDetail', async (request) => ok(await lotteryDetail(ctx, memberOf(request), parseInput(idRequest, request.body).id)));

    serve(scope, 'lotteryClaim', async (request) => ok(await claimPrize(ctx, memberOf(request), parseInput(claimRequest, request.body))));

    serve(scope, 'pointsHistory', async (request) => ok(await pointsHistory(ctx, memberOf(request), parseInput(pointsHistoryRequest, request.body))));

    serve(scope, 'pointsDetail', async (request) => ok(await pointsDetail(ctx, memberOf(request), parseInput(idRequest, request.body).id)));
  });
}
