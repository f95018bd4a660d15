/** Draw games, reward records and the points history (issue 4). */
import type { FastifyInstance } from 'fastify';
import { claimRequest, drawRequest, idRequest, lotteryInfoRequest, lotteryRecordsRequest, pointsHistoryRequest, rewardRecordsRequest } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile, requireMember, requireMemberCached } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { drawPrize, gameInfo } from '../services/draws.ts';
import { pointsDetail, pointsHistory } from '../services/points-history.ts';
import { claimPrize, lotteryDetail, lotteryRecords, rewardRecords } from '../services/reward-records.ts';
import { serve } from '../http/serve.ts';

export function registerRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  serve(app, 'lotteryInfo', async (request) => {
    const member = await requireMember(db, request);
    return ok(await gameInfo(ctx, member, parseInput(lotteryInfoRequest, request.body).game));
  });

  serve(app, 'lotteryDraw', async (request) => {
    const member = await requireMemberCached(db, request);
    requireCompleteProfile(member.user);
    return ok(await drawPrize(ctx, member, parseInput(drawRequest, request.body)));
  });

  // The winners list is public; 'mine' needs a member.
  serve(app, 'rewardRecords', async (request) => {
    const input = parseInput(rewardRecordsRequest, request.body);
    const member = input.scope === 'mine' ? await requireMember(db, request) : null;
    return ok(await rewardRecords(ctx, member, input));
  });

  serve(app, 'lotteryRecords', async (request) => {
    const member = await requireMember(db, request);
    return ok(await lotteryRecords(ctx, member, parseInput(lotteryRecordsRequest, request.body)));
  });

  serve(app, 'lotteryDetail', async (request) => {
    const member = await requireMember(db, request);
    return ok(await lotteryDetail(ctx, member, parseInput(idRequest, request.body).id));
  });

  serve(app, 'lotteryClaim', async (request) => {
    const member = await requireMember(db, request);
    return ok(await claimPrize(ctx, member, parseInput(claimRequest, request.body)));
  });

  serve(app, 'pointsHistory', async (request) => {
    const member = await requireMember(db, request);
    return ok(await pointsHistory(ctx, member, parseInput(pointsHistoryRequest, request.body)));
  });

  serve(app, 'pointsDetail', async (request) => {
    const member = await requireMember(db, request);
    return ok(await pointsDetail(ctx, member, parseInput(idRequest, request.body).id));
  });
}
