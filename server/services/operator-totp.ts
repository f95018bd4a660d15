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
import { newTotpSecret, qrDataUrl, totpStep, totpUri } from '../security/totp.ts';
import { recordDecision } from './audit.ts';
import { type Actor, lockRefusal, meOf, spendTotpCode } from './operators.ts';
import { refused } from './refusal.ts';

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
 * Off only with a current code, not one spent already: a session left open on another screen, or a
 * code seen on it, cannot remove it. Wrong codes count towards the account's lock, as at sign-in.
 */
export async function disableTotp(ctx: AppContext, actor: Actor, code: string): Promise<OperatorMe> {
  const own = await ownRow(ctx, actor);
  const refusal = await ctx.db.transaction(async (tx) => {
    const row = (await repo.lockOperator(tx, own.id)) ?? own;
    if (!row.totpSecret) return refused(M.totpNotOn);
    const checked = lockRefusal(row, ctx.now()) ?? (await spendTotpCode(ctx, tx, row, code));
    if (checked) return checked;
    await repo.updateOperator(tx, row.id, { totpSecret: null, totpPendingSecret: null, failedTries: 0 });
    await recordDecision(ctx, actor, { action: 'operator.totp.disable', target: `operator:${row.name}` }, tx);
    return null;
  });
  if (refusal) throw refusal;
  return meOf(ctx, { ...actor, totpEnabled: false });
}
