/** What a signed-in member changes about their own account. */
import type { ChangePasswordRequest, CompleteInfoRequest, UserInfo } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import { findUserById, updateUser } from '../repositories/users.ts';
import { completeTasksOnEvent } from './task-review.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { qualifyInvite } from './invites.ts';
import { toUserInfo } from './user-info.ts';

/** Completing the profile (Perfection) is also when an invite counts: both commit together. */
export async function completeInfo(ctx: AppContext, member: Member, input: CompleteInfoRequest): Promise<UserInfo> {
  return ctx.db.transaction(async (tx) => {
    await updateUser(tx, member.user.id, { realName: input.real_name, birthDate: input.birth_date });
    // The newcomer task "complete your information" completes with the profile, once.
    await completeTasksOnEvent(tx, member.user.id, 'profile_completed', ctx.now());
    const user = await findUserById(tx, member.user.id);
    if (!user) throw new Error(`user ${member.user.id} not found`);
    if (user.parentId !== null) await qualifyInvite(tx, { id: user.id, username: user.username }, ctx.now());
    return toUserInfo(user);
  });
}

export async function updateNickname(ctx: AppContext, member: Member, nickname: string): Promise<UserInfo> {
  return toUserInfo(await updateUser(ctx.db, member.user.id, { nickname }));
}

/** Other devices are signed out; the device that changed the password stays in. */
export async function changePassword(ctx: AppContext, member: Member, input: ChangePasswordRequest): Promise<void> {
  if (!(await verifyPassword(input.old_password, member.user.passwordHash))) throw refused(SERVER_MESSAGES.oldPasswordWrong);
  if (input.password === input.old_password) throw refused(SERVER_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, member.user.id, { passwordHash });
    await revokeUserSessions(tx, member.user.id, ctx.now(), member.session.id);
  });
}
