/** The task center: tasks with progress, sending proof, the member's submissions. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { submitTask, taskList, taskRecordDetail, taskRecords } from '../services/tasks.ts';

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'taskList', async (_, { member }) => taskList(ctx, member));
  serveCall(app, ctx, 'taskSubmit', async (input, { member }) => submitTask(ctx, member, input));
  serveCall(app, ctx, 'taskRecords', async (input, { member }) => taskRecords(ctx, member, input));
  serveCall(app, ctx, 'taskRecordDetail', async (input, { member }) => taskRecordDetail(ctx, member, input.id));
}
