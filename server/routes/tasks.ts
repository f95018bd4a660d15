/** The task center: tasks with progress, sending proof, the member's submissions. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { submitTask, taskList, taskRecordDetail, taskRecords } from '../services/tasks.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'taskList', async (_, request) => {
      const member = memberOf(request);
      return ok(await taskList(ctx, member));
    });

    serve(scope, 'taskSubmit', async (input, request) => {
      const member = memberOf(request);
      return ok(await submitTask(ctx, member, input));
    });

    serve(scope, 'taskRecords', async (input, request) => {
      const member = memberOf(request);
      return ok(await taskRecords(ctx, member, input));
    });

    serve(scope, 'taskRecordDetail', async (input, request) => {
      const member = memberOf(request);
      return ok(await taskRecordDetail(ctx, member, input.id));
    });
  });
}
