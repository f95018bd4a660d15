/** Forgotten password: find the account, send a code to its phone or e-mail, set a new password. */
import type { CodeMethod, ForgetPasswordRequest, SearchUserResponse, SendCodeRequest, SendCodeResponse } from '../../src/domain/contract/auth.ts';
import { SMS_CODE_TTL_SECONDS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { Refusal, refused } from './refusal.ts';
import { verifyCaptcha } from './captcha.ts';
import { deliveryHandle } from './code-delivery.ts';
import { smsNumber } from './sms-policy.ts';
import { smsBudgetLeft } from './sms-policy-limits.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import * as users from '../repositories/users.ts';
import * as codes from '../repositories/verification-codes.ts';
import { hashPassword } from '../security/passwords.ts';
import { maskEmail, maskPhone, maskUsername } from '../security/masking.ts';
import { checkCode, consumeCheckedCode, issueCode } from './verification-codes.ts';

async function accountOrRefuse(ctx: AppContext, account: string): Promise<users.UserRow> {
  const user = await users.findUserByAccount(ctx.db, account.trim());
  if (!user) throw refused(SERVER_MESSAGES.accountNotFound);
  return user;
}

/** The code's target for an account: its phone in E.164 (the same normalising as registration), or its e-mail. */
function targetOf(ctx: AppContext, user: users.UserRow, method: CodeMethod): string {
  if (method === 'sms') return smsNumber(ctx.smsPolicy, user.phone);
  if (!user.email) throw refused(SERVER_MESSAGES.noEmailOnAccount);
  return user.email.toLowerCase();
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

/** Where a code goes and how the member is told. */
interface PlannedCode {
  scene: 'register' | 'forget';
  channel: CodeMethod;
  target: string;
  sentTo: string;
  userId: number | null;
}

const byEmail = (email: string) => ({ channel: 'email' as const, target: email.toLowerCase(), sentTo: maskEmail(email) });

/** Whether the newest code to this number never left (its message is dead): e-mail is then offered. */
async function smsFailedFor(ctx: AppContext, number: string): Promise<boolean> {
  const latest = await codes.latestCodeFor(ctx.db, number);
  return latest !== undefined && (await codes.deliveryOf(ctx.db, latest.id))?.status === 'dead';
}

/**
 * A new phone: checked and put in E.164 before the puzzle is spent. By e-mail once the day's SMS
 * are spent, or when the member asks after an SMS to this number could not be delivered.
 */
async function planRegisterCode(ctx: AppContext, input: Extract<SendCodeRequest, { scene: 'register' }>): Promise<PlannedCode> {
  const number = smsNumber(ctx.smsPolicy, input.phone);
  await verifyCaptcha(ctx, input);
  if (await users.phoneIsRegistered(ctx.db, input.phone)) throw refused(SERVER_MESSAGES.phoneTaken);
  const smsLeft = await smsBudgetLeft(ctx.db, ctx.smsPolicy, ctx.now());
  if (smsLeft && input.method !== 'email') {
    return { scene: 'register', channel: 'sms', target: number, sentTo: maskPhone(input.phone), userId: null };
  }
  if (!input.email) throw refused(smsLeft ? SERVER_MESSAGES.codeEmailNeeded : SERVER_MESSAGES.smsBudgetEmailNeeded);
  if (smsLeft && !(await smsFailedFor(ctx, number))) throw refused(SERVER_MESSAGES.registerSmsFirst);
  return { scene: 'register', userId: null, ...byEmail(input.email) };
}

async function planForgetCode(ctx: AppContext, input: Extract<SendCodeRequest, { scene: 'forget' }>): Promise<PlannedCode> {
  await verifyCaptcha(ctx, input);
  const user = await accountOrRefuse(ctx, input.account);
  const target = targetOf(ctx, user, input.method);
  if (input.method === 'email') return { scene: 'forget', userId: user.id, ...byEmail(target) };
  if (await smsBudgetLeft(ctx.db, ctx.smsPolicy, ctx.now())) {
    return { scene: 'forget', channel: 'sms', target, sentTo: maskPhone(user.phone), userId: user.id };
  }
  if (!user.email) throw new Refusal('tooMany', SERVER_MESSAGES.smsBudgetNoEmail);
  return { scene: 'forget', userId: user.id, ...byEmail(user.email) };
}

/** Sends a code after the slider puzzle, within the SMS policy; answers where it went and how to follow it. */
export async function sendCode(ctx: AppContext, input: SendCodeRequest, requestedIp: string): Promise<SendCodeResponse> {
  const plan = input.scene === 'register' ? await planRegisterCode(ctx, input) : await planForgetCode(ctx, input);
  const codeId = await issueCode(ctx, { scene: plan.scene, channel: plan.channel, target: plan.target, userId: plan.userId, requestedIp });
  return {
    sent_to: plan.sentTo,
    expires_in: SMS_CODE_TTL_SECONDS,
    resend_in: ctx.smsPolicy.resendSeconds,
    channel: plan.channel,
    delivery_id: await deliveryHandle(ctx, codeId),
    demo: ctx.mode === 'demo',
  };
}

export async function forgetPassword(ctx: AppContext, input: ForgetPasswordRequest): Promise<void> {
  const user = await accountOrRefuse(ctx, input.account);
  const target = targetOf(ctx, user, input.method);
  const codeId = await checkCode(ctx, { scene: 'forget', targets: [target], userId: user.id }, input.code);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await consumeCheckedCode(ctx, tx, codeId);
    await users.updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, ctx.now());
  });
}
