/**
 * "Minha conta": an operator turns their own authenticator on (a pending secret shown as a QR,
 * confirmed with a code it makes) or off (with a current code). Turning it on or off grows the
 * account's version, so an admin's form loaded before does not save over it.
 */
import type { OperatorMe, TotpEnrolment } from '../../src/domain/contract/ops-operators.ts';
import { OPERATOR_MESSAGES as M, OPS_MESSAGES } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import { fill } from '../messaging/templates.ts';
import * as repo from '../repositories/operators.ts';
import { newTotpSecret, qrDataUrl, totpMatches, totpStep, totpUri } from '../security/totp.ts';
import { recordDecision } from './audit.ts';
import { type Actor, LOCK_MINUTES, MAX_TRIES, meOf } from './operators.ts';
import { Refusal, refused } from './refusal.ts';

/** The signed-in operator's own row; the shared secret has no account to protect. */
async function ownRow(ctx: AppContext, actor: Actor): Promise<repo.OperatorRow> {
  const row = actor.operatorId === null ? undefined : await repo.findOperator(ctx.db, actor.operatorId);
  if (!row) throw refused(M.accountOnly);
  return row;
}

export async function startTotp(ctx: AppContext, actor: Actor): Promise<TotpEnrolment> {
  const row = await ownRow(ctx, actor);
  if (row.totpSecret) throw refused(M.totpAlreadyOn);
  const secret = newTotpSecret();
  // Pending only: nothing changes for sign-in until a code confirms it, so no version and no audit.
  await repo.updateOperator(ctx.db, row.id, { totpPendingSecret: secret }, false);
  const uri = totpUri(secret, row.name);
  return { uri, qr: await qrDataUrl(uri), secret };
}

export async function confirmTotp(ctx: AppContext, actor: Actor, code: string): Promise<OperatorMe> {
  const row = await ownRow(ctx, actor);
  if (row.totpSecret) throw refused(M.totpAlreadyOn);
  const pending = row.totpPendingSecret;
  if (!pending) throw refused(M.totpNotStarted);
  const step = totpStep(pending, code, ctx.now());
  if (step === null) throw refused(M.totpWrong);
  await ctx.db.transaction(async (tx) => {
    // The confirming code is spent: it cannot sign in afterwards.
    await repo.updateOperator(tx, row.id, { totpSecret: pending, totpPendingSecret: null, totpLastStep: step });
    await recordDecision(ctx, actor, { action: 'operator.totp.enable', target: `operator:${row.name}` }, tx);
  });
  return meOf(ctx, { ...actor, totpEnabled: true });
}

/**
 * Off only with a current code: a session left open on another screen cannot remove it. Wrong
 * codes count towards the account's lock, as at sign-in, so the code cannot be guessed here.
 */
export async function disableTotp(ctx: AppContext, actor: Actor, code: string): Promise<OperatorMe> {
  const row = await ownRow(ctx, actor);
  const now = ctx.now();
  if (!row.totpSecret) throw refused(M.totpNotOn);
  if (row.lockedUntil && row.lockedUntil > now) {
    throw new Refusal('tooMany', fill(OPS_MESSAGES.signInLocked, { minutes: Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000) }));
  }
  if (!totpMatches(row.totpSecret, code, now)) {
    await repo.countFailedSignIn(ctx.db, row.id, MAX_TRIES, new Date(now.getTime() + LOCK_MINUTES * 60_000));
    throw refused(M.totpWrong);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.updateOperator(tx, row.id, { totpSecret: null, totpPendingSecret: null, failedTries: 0 });
    await recordDecision(ctx, actor, { action: 'operator.totp.disable', target: `operator:${row.name}` }, tx);
  });
  return meOf(ctx, { ...actor, totpEnabled: false });
}
