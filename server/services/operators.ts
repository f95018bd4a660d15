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
import type { Executor, Transaction } from '../db/client.ts';
import { Refusal, refused } from './refusal.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/operators.ts';
import { decoyPasswordHash, verifyPassword } from '../security/passwords.ts';
import { newToken, sha256 } from '../security/tokens.ts';
import { totpStep } from '../security/totp.ts';
import { openTotpSecret } from '../security/totp-keys.ts';
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
/** The server itself, deciding what a deadline decides (an expired risk hold). */
export const SYSTEM_ACTOR: Actor = { name: 'sistema', operatorId: null, role: 'admin', totpEnabled: false };

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

/** A wrong password or code: one more try towards the lock, kept although the sign-in is refused. */
async function countWrong(ctx: AppContext, tx: Executor, operatorId: number, message: string, code?: number): Promise<Refusal> {
  await repo.countFailedSignIn(tx, operatorId, MAX_TRIES, new Date(ctx.now().getTime() + LOCK_MINUTES * 60_000));
  return refused(message, code);
}

/** Refused while the account is locked, with the minutes left. */
export function lockRefusal(row: repo.OperatorRow, now: Date): Refusal | null {
  if (!row.lockedUntil || row.lockedUntil <= now) return null;
  return new Refusal('tooMany', fill(OPS_MESSAGES.signInLocked, { minutes: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000) }));
}

/**
 * Spends an authenticator code: its 30 s step must be later than the last one accepted, so a code
 * works once, at sign-in or for an account change (RFC 6238 §5.2). A wrong code counts towards the lock.
 */
export async function spendTotpCode(ctx: AppContext, tx: Executor, row: repo.OperatorRow, code: string, answerCode?: number): Promise<Refusal | null> {
  const secret = row.totpSecret ? openTotpSecret(ctx.totpKeys, row.totpSecret) : null;
  // A secret no key opens (the key was lost): no code can match, and guessing must not lock the account.
  if (row.totpSecret && !secret) return refused(OPERATOR_MESSAGES.totpUnreadable, answerCode);
  const step = secret ? totpStep(secret, code, ctx.now()) : null;
  if (step === null) return countWrong(ctx, tx, row.id, OPERATOR_MESSAGES.totpWrong, answerCode);
  return (await repo.claimTotpStep(tx, row.id, step)) ? null : refused(OPERATOR_MESSAGES.totpReused, answerCode);
}

/**
 * The account's checks in order, under its row lock: parallel guesses queue on the lock, so at most
 * MAX_TRIES passwords are checked before it closes, and a right one after that is refused unread.
 * Wrong tries are committed with the refusal (returned, not thrown, so the transaction commits).
 */
async function checkSignIn(ctx: AppContext, tx: Executor, id: number, password: string, code: string | undefined): Promise<repo.OperatorRow | Refusal> {
  const operator = await repo.lockOperator(tx, id);
  if (!operator) return refused(OPS_MESSAGES.signInWrong);
  const locked = lockRefusal(operator, ctx.now());
  if (locked) return locked;
  if (!(await verifyPassword(password, operator.passwordHash))) return countWrong(ctx, tx, operator.id, OPS_MESSAGES.signInWrong);
  if (operator.disabledAt) return refused(OPERATOR_MESSAGES.disabled);
  if (operator.totpSecret) {
    // Only after the right password: asking for the code tells nothing to a guesser of passwords.
    if (!code) return refused(OPERATOR_MESSAGES.totpMissing, TOTP_NEEDED_CODE);
    const spent = await spendTotpCode(ctx, tx, operator, code, TOTP_NEEDED_CODE);
    if (spent) return spent;
  }
  await repo.clearFailedSignIns(tx, operator.id);
  return operator;
}

export async function signIn(ctx: AppContext, name: string, password: string, code?: string): Promise<OperatorSession> {
  const found = await repo.findOperatorByName(ctx.db, name);
  if (!found) {
    // An unknown name costs as long as a wrong password, so timing does not tell names apart.
    await verifyPassword(password, await decoyPasswordHash());
    throw refused(OPS_MESSAGES.signInWrong);
  }
  const operator = await ctx.db.transaction((tx) => checkSignIn(ctx, tx, found.id, password, code));
  if (operator instanceof Refusal) throw operator;
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
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
