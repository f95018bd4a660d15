/** Member-only changes to the signed-in account. */
import type { FastifyInstance } from 'fastify';
import { changePasswordRequest, completeInfoRequest, updateProfileRequest } from '../../src/domain/contract/auth.ts';
import { setAvatarRequest } from '../../src/domain/contract/sponsors.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { changePassword, completeInfo, updateNickname } from '../services/profile.ts';
import { setAvatar } from '../services/avatar.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'completeInfo', async (request) => {
      const member = memberOf(request);
      return ok(await completeInfo(ctx, member, parseInput(completeInfoRequest, request.body)));
    });

    serve(scope, 'updateProfile', async (request) => {
      const member = memberOf(request);
      return ok(await updateNickname(ctx, member, parseInput(updateProfileRequest, request.body).nickname));
    });

    serve(scope, 'setAvatar', async (request) => {
      const member = memberOf(request);
      return ok(await setAvatar(ctx, member, parseInput(setAvatarRequest, request.body).upload_id));
    });

    serve(scope, 'changePassword', async (request) => {
      const member = memberOf(request);
      await changePassword(ctx, member, parseInput(changePasswordRequest, request.body));
      return ok(null);
    });
  });
}
