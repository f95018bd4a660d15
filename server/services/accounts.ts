/** Registration and login: both end with a new member session. */
import type { LoginRequest, RefreshTokenResponse, RegisterRequest, SessionResponse } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { Refusal, refused } from './refusal.ts';
import { openMemberSession, refreshSession } from '../repositories/sessions.ts';
import * as users from '../repositories/users.ts';
import { linkVisitorToUser } from '../repositories/visitors.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import { verifyCaptcha } from './captcha.ts';
import { checkLoginPassword } from './login-throttle.ts';
import { findInviter, recordRegistrationInvite } from './invites.ts';
import { toUserInfo } from './user-info.ts';
import { checkCode, consumeCheckedCode } from './verification-codes.ts';
import { smsNumber } from './sms-policy.ts';
import { markRegistration, markSignIn } from './risk-marks.ts';

export interface Caller {
  ip: string;
  channelFrom: string | null;
  /** The visitor of the caller's live visitor session, if any. */
  visitorId: number | null;
}

const TAKEN_MESSAGES = {
  username: SERVER_MESSAGES.usernameTaken,
  phone: SERVER_MESSAGES.phoneTaken,
  email: SERVER_MESSAGES.emailTaken,
} as const;

function takenMessageFor(constraint: string): string {
  if (constraint.includes('phone')) return SERVER_MESSAGES.phoneTaken;
  if (constraint.includes('email')) return SERVER_MESSAGES.emailTaken;
  return SERVER_MESSAGES.usernameTaken;
}

/** The answer, and the refresh token the route puts in its httpOnly cookie (never in the body). */
export interface StartedSession {
  answer: SessionResponse;
  refreshToken: string;
  /** Who signed in, and whether the member has an inviter (a registration that bound one): what the route's risk events record. */
  userId: number;
  hasInviter: boolean;
}

const MINUTE_MS = 60_000;
const accessMsOf = (ctx: AppContext) => ctx.sessionLifetimes.accessTokenMinutes * MINUTE_MS;

async function startMemberSession(ctx: AppContext, tx: Executor, user: users.UserRow, caller: Caller): Promise<StartedSession> {
  if (caller.visitorId !== null) await linkVisitorToUser(tx, caller.visitorId, user.id);
  await markSignIn(tx, user.id, caller.visitorId, ctx.now());
  const { token, refreshToken } = await openMemberSession(tx, { userId: user.id, visitorId: caller.visitorId }, ctx.now(), accessMsOf(ctx));
  return { answer: { token, userInfo: toUserInfo(user) }, refreshToken, userId: user.id, hasInviter: user.parentId !== null };
}

/** A new bearer token for the session of a refresh cookie: 401 for an unknown one, 402 for an ended one. */
export async function renewAccessToken(ctx: AppContext, refreshToken: string | null): Promise<RefreshTokenResponse> {
  const renewed = refreshToken
    ? await refreshSession(ctx.db, refreshToken, ctx.now(), { accessMs: accessMsOf(ctx), memberIdleDays: ctx.sessionLifetimes.memberIdleDays })
    : undefined;
  if (!renewed) throw new Refusal('signedOut', SERVER_MESSAGES.loginRequired);
  if (!renewed.token) {
    throw new Refusal('sessionEnded', renewed.found.user?.disabled ? SERVER_MESSAGES.accountDisabled : SERVER_MESSAGES.sessionEnded);
  }
  return { token: renewed.token };
}

export async function register(ctx: AppContext, input: RegisterRequest, caller: Caller): Promise<StartedSession> {
  const email = input.email.toLowerCase();
  const taken = await users.findTakenIdentity(ctx.db, { username: input.username, phone: input.phone, email });
  if (taken) throw refused(TAKEN_MESSAGES[taken]);
  // The code went to the phone, or to the e-mail on a day the SMS budget was spent.
  const targets = [smsNumber(ctx.smsPolicy, input.phone), email];
  const codeId = await checkCode(ctx, { scene: 'register', targets }, input.sms_code);
  const passwordHash = await hashPassword(input.password);
  // An unknown code is ignored: the registration goes on without an inviter.
  const parentId = await findInviter(ctx.db, input.parent_id);
  try {
    return await ctx.db.transaction(async (tx) => {
      await consumeCheckedCode(ctx, tx, codeId);
      const user = await users.insertUser(tx, {
        username: input.username,
        passwordHash,
        phone: input.phone,
        email,
        nickname: input.username,
        parentId,
        channelFrom: caller.channelFrom,
        lastIp: caller.ip,
        createdAt: ctx.now(),
      });
      // Bound once, here; the inviter's reward waits for the friend's complete profile (services/invites.ts).
      if (parentId !== null) await recordRegistrationInvite(tx, user.id, parentId, ctx.now());
      await markRegistration(tx, user, caller.visitorId, ctx.now());
      return startMemberSession(ctx, tx, user, caller);
    });
  } catch (error) {
    // Two registrations racing for the same name: the loser gets the same answer as a late one.
    const constraint = violatedUniqueConstraint(error);
    if (constraint !== null) throw refused(takenMessageFor(constraint));
    throw error;
  }
}

export async function login(ctx: AppContext, input: LoginRequest, caller: Caller): Promise<StartedSession> {
  await verifyCaptcha(ctx, input);
  const user = await users.findUserByUsername(ctx.db, input.username);
  if (!user) {
    // Same work as a real account, so the time taken does not tell which usernames exist.
    await verifyPassword(input.password, await decoyPasswordHash());
    throw refused(SERVER_MESSAGES.wrongCredentials);
  }
  await checkLoginPassword(ctx, user.id, () => verifyPassword(input.password, user.passwordHash));
  if (user.disabled) throw new Refusal('sessionEnded', SERVER_MESSAGES.accountDisabled);
  return ctx.db.transaction(async (tx) => {
    const updated = await users.updateUser(tx, user.id, { lastIp: caller.ip });
    return startMemberSession(ctx, tx, updated, caller);
  });
}
