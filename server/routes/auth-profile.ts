/** Member-only changes to the signed-in account. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { changePassword, completeInfo, updateNickname } from '../services/profile.ts';
import { setAvatar } from '../services/avatar.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'completeInfo', async (input, request) => {
      const member = memberOf(request);
      return ok(await completeInfo(ctx, member, input));
    });

    serve(scope, 'updateProfile', async (input, request) => {
      const member = memberOf(request);
      return ok(await updateNickname(ctx, member, input.nickname));
    });

    serve(scope, 'setAvatar', async (input, request) => {
      const member = memberOf(request);
      return ok(await setAvatar(ctx, member, input.upload_id));
    });

    serve(scope, 'changePassword', async (input, request) => {
      const member = memberOf(request);
      await changePassword(ctx, member, input);
      return ok(null);
    });
  });
}
