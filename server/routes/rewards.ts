/** Draw games, reward records and the points history. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireMember } from '../http/guards.ts';
import { serveCall } from '../http/serve-call.ts';
import { drawPrize, gameInfo } from '../services/draws.ts';
import { pointsDetail, pointsHistory } from '../services/points-history.ts';
import { claimPrize, lotteryDetail, lotteryRecords, rewardRecords } from '../services/reward-records.ts';

export function registerRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The winners list is public; 'mine' needs a member.
  serveCall(app, ctx, 'rewardRecords', async (input, { request }) => {
    const member = input.scope === 'mine' ? await requireMember(ctx.db, request) : null;
    return rewardRecords(ctx, member, input);
  });
  serveCall(app, ctx, 'lotteryDraw', async (input, { member }) => drawPrize(ctx, member, input));
  serveCall(app, ctx, 'lotteryInfo', async (input, { member }) => gameInfo(ctx, member, input.game));
  serveCall(app, ctx, 'lotteryRecords', async (input, { member }) => lotteryRecords(ctx, member, input));
  serveCall(app, ctx, 'lotteryDetail', async (input, { member }) => lotteryDetail(ctx, member, input.id));
  serveCall(app, ctx, 'lotteryClaim', async (input, { member }) => claimPrize(ctx, member, input));
  serveCall(app, ctx, 'pointsHistory', async (input, { member }) => pointsHistory(ctx, member, input));
  serveCall(app, ctx, 'pointsDetail', async (input, { member }) => pointsDetail(ctx, member, input.id));
}
