/** Draw games, reward records and the points history. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { drawPrize, gameInfo } from '../services/draws.ts';
import { pointsDetail, pointsHistory } from '../services/points-history.ts';
import { claimPrize, lotteryDetail, lotteryRecords, rewardRecords } from '../services/reward-records.ts';
import { serve } from '../http/serve.ts';
import { completeProfileFirst } from './complete-profile.ts';

export function registerRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The winners list is public; 'mine' needs a member.
  serve(app, 'rewardRecords', async (input, request) => {
    const member = input.scope === 'mine' ? await requireMember(ctx.db, request) : null;
    return ok(await rewardRecords(ctx, member, input));
  });

  // The hot call: the member comes from the short session cache.
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'lotteryDraw', { preHandler: completeProfileFirst }, async (input, request) => {
      const member = memberOf(request);
      return ok(await drawPrize(ctx, member, input));
    });
  }, { cached: true });

  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'lotteryInfo', async (input, request) => ok(await gameInfo(ctx, memberOf(request), input.game)));

    serve(scope, 'lotteryRecords', async (input, request) => ok(await lotteryRecords(ctx, memberOf(request), input)));

    serve(scope, 'lotteryDetail', async (input, request) => ok(await lotteryDetail(ctx, memberOf(request), input.id)));

    serve(scope, 'lotteryClaim', async (input, request) => ok(await claimPrize(ctx, memberOf(request), input)));

    serve(scope, 'pointsHistory', async (input, request) => ok(await pointsHistory(ctx, memberOf(request), input)));

    serve(scope, 'pointsDetail', async (input, request) => ok(await pointsDetail(ctx, memberOf(request), input.id)));
  });
}
