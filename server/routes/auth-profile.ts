/** Member-only changes to the signed-in account. */
import type { FastifyInstance } from 'fastify';
import { changePasswordRequest, completeInfoRequest, updateProfileRequest } from '../../src/domain/contract/auth.ts';
import { setAvatarRequest } from '../../src/domain/contract/sponsors.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { changePassword, completeInfo, updateNickname } from '../services/profile.ts';
import { setAvatar } from '../services/avatar.ts';
import { serve } from '../http/serve.ts';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  serve(app, 'completeInfo', async (request) => {
    const member = await requireMember(db, request);
    return ok(await completeInfo(ctx, member, parseInput(completeInfoRequest, request.body)));
  });

  serve(app, 'updateProfile', async (request) => {
    const member = await requireMember(db, request);
    return ok(await updateNickname(ctx, member, parseInput(updateProfileRequest, request.body).nickname));
  });

  serve(app, 'setAvatar', async (request) => {
    const member = await requireMember(db, request);
    return ok(await setAvatar(ctx, member, parseInput(setAvatarRequest, request.body).upload_id));
  });

  serve(app, 'changePassword', async (request) => {
    const member = await requireMember(db, request);
    await changePassword(ctx, member, parseInput(changePasswordRequest, request.body));
    return ok(null);
  });
}
