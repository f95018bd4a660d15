/** The task center: tasks with progress, sending proof, the member's submissions. */
import type { FastifyInstance } from 'fastify';
import { taskDetailRequest, taskRecordsRequest, taskSubmitRequest } from '../../src/domain/contract/tasks.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { submitTask, taskList, taskRecordDetail, taskRecords } from '../services/tasks.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'taskList', async (request) => {
      const member = memberOf(request);
      return ok(await taskList(ctx, member));
    });

    serve(scope, 'taskSubmit', async (request) => {
      const member = memberOf(request);
      return ok(await submitTask(ctx, member, parseInput(taskSubmitRequest, request.body)));
    });

    serve(scope, 'taskRecords', async (request) => {
      const member = memberOf(request);
      return ok(await taskRecords(ctx, member, parseInput(taskRecordsRequest, request.body)));
    });

    serve(scope, 'taskRecordDetail', async (request) => {
      const member = memberOf(request);
      return ok(await taskRecordDetail(ctx, member, parseInput(taskDetailRequest, request.body).id));
    });
  });
}
