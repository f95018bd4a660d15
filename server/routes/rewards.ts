/** Draw games, reward records and the points history (issue 4). */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import {
  claimRequest,
  drawRequest,
  idRequest,
  lotteryInfoRequest,
  lotteryRecordsRequest,
  pointsHistoryRequest,
  rewardRecordsRequest,
} from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireCompleteProfile, requireMember, requireMemberCached } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { drawPrize, gameInfo } from '../services/draws.ts';
import { pointsDetail, pointsHistory } from '../services/points-history.ts';
import { claimPrize, lotteryDetail, lotteryRecords, rewardRecords } from '../services/reward-records.ts';

export function registerRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post(API.lotteryInfo.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await gameInfo(ctx, member, parseInput(lotteryInfoRequest, request.body).game));
  });

  app.post(API.lotteryDraw.path, async (request) => {
    const member = await requireMemberCached(db, request);
    requireCompleteProfile(member.user);
    return ok(await drawPrize(ctx, member, parseInput(drawRequest, request.body)));
  });

  // The winners list is public; 'mine' needs a member.
  app.post(API.rewardRecords.path, async (request) => {
    const input = parseInput(rewardRecordsRequest, request.body);
    const member = input.scope === 'mine' ? await requireMember(db, request) : null;
    return ok(await rewardRecords(ctx, member, input));
  });

  app.post(API.lotteryRecords.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await lotteryRecords(ctx, member, parseInput(lotteryRecordsRequest, request.body)));
  });

  app.post(API.lotteryDetail.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await lotteryDetail(ctx, member, parseInput(idRequest, request.body).id));
  });

  app.post(API.lotteryClaim.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await claimPrize(ctx, member, parseInput(claimRequest, request.body)));
  });

  app.post(API.pointsHistory.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await pointsHistory(ctx, member, parseInput(pointsHistoryRequest, request.body)));
  });

  app.post(API.pointsDetail.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await pointsDetail(ctx, member, parseInput(idRequest, request.body).id));
  });
}
