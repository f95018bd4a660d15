/** The task center (issue 11): tasks with progress, sending proof, the member's submissions. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { taskDetailRequest, taskRecordsRequest, taskSubmitRequest } from '../../src/domain/contract/tasks.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { submitTask, taskList, taskRecordDetail, taskRecords } from '../services/tasks.ts';

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(API.taskList.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskList(ctx, member));
  });

  app.post(API.taskSubmit.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await submitTask(ctx, member, parseInput(taskSubmitRequest, request.body)));
  });

  app.post(API.taskRecords.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskRecords(ctx, member, parseInput(taskRecordsRequest, request.body)));
  });

  app.post(API.taskRecordDetail.path, async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskRecordDetail(ctx, member, parseInput(taskDetailRequest, request.body).id));
  });
}
