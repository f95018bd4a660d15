/** Forgotten password: find the account, send a code to its phone or e-mail, set a new password. */
import type { CodeMethod, ForgetPasswordRequest, SearchUserResponse, SendCodeRequest, SendCodeResponse } from '../../src/domain/contract/auth.ts';
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import * as users from '../repositories/users.ts';
import { hashPassword } from '../security/passwords.ts';
import { maskEmail, maskPhone, maskUsername } from '../security/masking.ts';
import { checkCode, consumeCheckedCode, issueCode } from './verification-codes.ts';

async function accountOrRefuse(ctx: AppContext, account: string): Promise<users.UserRow> {
  const user = await users.findUserByAccount(ctx.db, account.trim());
  if (!user) throw refused(SERVER_MESSAGES.accountNotFound);
  return user;
}

function targetOf(user: users.UserRow, method: CodeMethod): string {
  const target = method === 'sms' ? user.phone : user.email;
  if (!target) throw refused(method === 'sms' ? SERVER_MESSAGES.accountNotFound : SERVER_MESSAGES.noEmailOnAccount);
  return target;
}

export async function searchUser(ctx: AppContext, account: string): Promise<SearchUserResponse> {
  const user = await accountOrRefuse(ctx, account);
  return {
    username_masked: maskUsername(user.username),
    phone_masked: maskPhone(user.phone),
    email_masked: maskEmail(user.email),
    methods: user.email ? ['sms', 'email'] : ['sms'],
  };
}

export async function sendCode(ctx: AppContext, input: SendCodeRequest): Promise<SendCodeResponse> {
  let sentTo: string;
  if (input.scene === 'register') {
    if (await users.phoneIsRegistered(ctx.db, input.phone)) throw refused(SERVER_MESSAGES.phoneTaken);
    await issueCode(ctx, { scene: 'register', channel: 'sms', target: input.phone, userId: null });
    sentTo = maskPhone(input.phone);
  } else {
    const user = await accountOrRefuse(ctx, input.account);
    const target = targetOf(user, input.method);
    await issueCode(ctx, { scene: 'forget', channel: input.method, target, userId: user.id });
    sentTo = input.method === 'sms' ? maskPhone(target) : maskEmail(target);
  }
  return { sent_to: sentTo, expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS };
}

export async function forgetPassword(ctx: AppContext, input: ForgetPasswordRequest): Promise<void> {
  const user = await accountOrRefuse(ctx, input.account);
  const target = targetOf(user, input.method);
  const codeId = await checkCode(ctx, { scene: 'forget', target, userId: user.id }, input.code);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await consumeCheckedCode(ctx, tx, codeId);
    await users.updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, ctx.now());
  });
}
