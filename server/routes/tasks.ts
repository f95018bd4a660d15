/** The task center (issue 11): tasks with progress, sending proof, the member's submissions. */
import type { FastifyInstance } from 'fastify';
import { taskDetailRequest, taskRecordsRequest, taskSubmitRequest } from '../../src/domain/contract/tasks.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { submitTask, taskList, taskRecordDetail, taskRecords } from '../services/tasks.ts';
import { serve } from '../http/serve.ts';

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, 'taskList', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskList(ctx, member));
  });

  serve(app, 'taskSubmit', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await submitTask(ctx, member, parseInput(taskSubmitRequest, request.body)));
  });

  serve(app, 'taskRecords', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskRecords(ctx, member, parseInput(taskRecordsRequest, request.body)));
  });

  serve(app, 'taskRecordDetail', async (request) => {
    const member = await requireMember(ctx.db, request);
    return ok(await taskRecordDetail(ctx, member, parseInput(taskDetailRequest, request.body).id));
  });
}
