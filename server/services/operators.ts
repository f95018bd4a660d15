/**
 * Operator accounts and sessions. Passwords are hashed like members' (scrypt); a session
 * token is random, stored as SHA-256 in `operator_sessions`, and lives OPERATOR_SESSION_HOURS.
 * Guessing is bounded twice: per IP by the rate limiter on the sign-in route, per account here
 * (MAX_TRIES wrong passwords or authenticator codes in a row lock it for LOCK_MINUTES).
 */
import { type OperatorMe, type OperatorSession, TOTP_NEEDED_CODE } from '../../src/domain/contract/ops-operators.ts';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import { OPERATOR_MESSAGES, OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { Refusal, refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/operators.ts';
import { decoyPasswordHash, verifyPassword } from '../security/passwords.ts';
import { newToken, sha256 } from '../security/tokens.ts';
import { totpStep } from '../security/totp.ts';
import { operatorAccount } from './operator-views.ts';

export const OPERATOR_SESSION_HOURS = 12;
export const MAX_TRIES = 5;
export const LOCK_MINUTES = 15;

/**
 * Who made a decision: an operator, or the shared secret (the CLI, tests), recorded as `cli`. The
 * secret stands for an admin: whoever holds it can add operators anyway.
 */
export interface Actor {
  name: string;
  operatorId: number | null;
  role: OperatorRole;
  totpEnabled: boolean;
}
export const CLI_ACTOR: Actor = { name: 'cli', operatorId: null, role: 'admin', totpEnabled: false };

/** In production an admin account does nothing but turn on its authenticator until it has one. */
export function mustEnrolTotp(ctx: AppContext, actor: Actor): boolean {
  return ctx.mode === 'production' && actor.operatorId !== null && actor.role === 'admin' && !actor.totpEnabled;
}

export function meOf(ctx: AppContext, actor: Actor): OperatorMe {
  return { name: actor.name, role: actor.role, totp_enabled: actor.totpEnabled, totp_required: mustEnrolTotp(ctx, actor) };
}

const actorOfRow = (row: repo.OperatorRow): Actor => ({ name: row.name, operatorId: row.id, role: row.role, totpEnabled: row.totpSecret !== null });

/** A new account in `tx` (its audit's transaction); the password is hashed first, so the transaction stays short. */
export async function addOperator(tx: Transaction, name: string, passwordHash: string, role: OperatorRole) {
  const row = await repo.insertOperator(tx, name, passwordHash, role);
  if (!row) throw refused(OPS_MESSAGES.operatorExists);
  return operatorAccount(row, null);
}

/** A wrong password or code: one more try towards the lock. */
async function countWrong(ctx: AppContext, operatorId: number, message: string, code?: number): Promise<never> {
  await repo.countFailedSignIn(ctx.db, operatorId, MAX_TRIES, new Date(ctx.now().getTime() + LOCK_MINUTES * 60_000));
  throw refused(message, code);
}

export async function signIn(ctx: AppContext, name: string, password: string, code?: string): Promise<OperatorSession> {
  const now = ctx.now();
  const operator = await repo.findOperatorByName(ctx.db, name);
  // An unknown name costs as long as a wrong password, so timing does not tell names apart.
  const matches = await verifyPassword(password, operator?.passwordHash ?? (await decoyPasswordHash()));
  if (!operator) throw refused(OPS_MESSAGES.signInWrong);
  if (operator.lockedUntil && operator.lockedUntil > now) {
    const minutes = Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new Refusal('tooMany', fill(OPS_MESSAGES.signInLocked, { minutes }));
  }
  if (!matches) return countWrong(ctx, operator.id, OPS_MESSAGES.signInWrong);
  if (operator.disabledAt) throw refused(OPERATOR_MESSAGES.disabled);
  if (operator.totpSecret) {
    // Only after the right password: asking for the code tells nothing to a guesser of passwords.
    if (!code) throw refused(OPERATOR_MESSAGES.totpMissing, TOTP_NEEDED_CODE);
    const step = totpStep(operator.totpSecret, code, now);
    if (step === null) return countWrong(ctx, operator.id, OPERATOR_MESSAGES.totpWrong, TOTP_NEEDED_CODE);
    // A code seen on a screen or sent twice at once signs in once.
    if (!(await repo.claimTotpStep(ctx.db, operator.id, step))) throw refused(OPERATOR_MESSAGES.totpReused, TOTP_NEEDED_CODE);
  }
  await repo.clearFailedSignIns(ctx.db, operator.id);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  await repo.insertOperatorSession(ctx.db, operator.id, sha256(token), expiresAt);
  return { token, ...meOf(ctx, actorOfRow(operator)), expires_at: expiresAt.toISOString() };
}

/** The operator behind a token, or null (unknown, revoked, expired, or the account disabled). */
export async function operatorOfToken(ctx: AppContext, token: string): Promise<Actor | null> {
  const found = await repo.findLiveOperatorSession(ctx.db, sha256(token), ctx.now());
  return found ? actorOfRow(found.operator) : null;
}

export async function signOut(ctx: AppContext, token: string): Promise<void> {
  await repo.revokeOperatorSession(ctx.db, sha256(token), ctx.now());
}
