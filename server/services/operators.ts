/**
 * Operator accounts and sessions. Passwords are hashed like members' (scrypt); a session
 * token is random, stored as SHA-256 in `operator_sessions`, and lives OPERATOR_SESSION_HOURS.
 * Guessing is bounded twice: per IP by the rate limiter on the sign-in route, per account here
 * (MAX_TRIES wrong passwords in a row lock it for LOCK_MINUTES).
 */
import type { OperatorSession } from '../../src/domain/contract/ops.ts';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import { OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { Refusal, refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/operators.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import { newToken, sha256 } from '../security/tokens.ts';

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
}
export const CLI_ACTOR: Actor = { name: 'cli', operatorId: null, role: 'admin' };

export async function addOperator(ctx: AppContext, name: string, password: string) {
  const row = await repo.insertOperator(ctx.db, name, await hashPassword(password));
  if (!row) throw refused(OPS_MESSAGES.operatorExists);
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString() };
}

export async function signIn(ctx: AppContext, name: string, password: string): Promise<OperatorSession> {
  const now = ctx.now();
  const operator = await repo.findOperatorByName(ctx.db, name);
  // An unknown name costs as long as a wrong password, so timing does not tell names apart.
  const matches = await verifyPassword(password, operator?.passwordHash ?? (await decoyPasswordHash()));
  if (!operator) throw refused(OPS_MESSAGES.signInWrong);
  if (operator.lockedUntil && operator.lockedUntil > now) {
    const minutes = Math.ceil((operator.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new Refusal('tooMany', fill(OPS_MESSAGES.signInLocked, { minutes }));
  }
  if (!matches) {
    await repo.countFailedSignIn(ctx.db, operator.id, MAX_TRIES, new Date(now.getTime() + LOCK_MINUTES * 60_000));
    throw refused(OPS_MESSAGES.signInWrong);
  }
  await repo.clearFailedSignIns(ctx.db, operator.id);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  await repo.insertOperatorSession(ctx.db, operator.id, sha256(token), expiresAt);
  return { token, name: operator.name, expires_at: expiresAt.toISOString() };
}

/** The operator behind a token, or null (unknown, revoked, expired). */
export async function operatorOfToken(ctx: AppContext, token: string): Promise<Actor | null> {
  const found = await repo.findLiveOperatorSession(ctx.db, sha256(token), ctx.now());
  return found ? { name: found.operator.name, operatorId: found.operator.id, role: found.operator.role } : null;
}

export async function signOut(ctx: AppContext, token: string): Promise<void> {
  await repo.revokeOperatorSession(ctx.db, sha256(token), ctx.now());
}
