/** Member-only changes to the signed-in account. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { setAvatar } from '../services/avatar.ts';
import { changePassword, completeInfo, updateNickname } from '../services/profile.ts';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'completeInfo', async (input, { member }) => completeInfo(ctx, member, input));
  serveCall(app, ctx, 'updateProfile', async (input, { member }) => updateNickname(ctx, member, input.nickname));
  serveCall(app, ctx, 'setAvatar', async (input, { member }) => setAvatar(ctx, member, input.upload_id));
  serveCall(app, ctx, 'changePassword', async (input, { member }) => {
    await changePassword(ctx, member, input);
    return null;
  });
}
