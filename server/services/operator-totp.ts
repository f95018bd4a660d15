/**
 * "Minha conta": an operator turns their own authenticator on (a pending secret shown as a QR,
 * confirmed with a code it makes) or off (with a current code). Turning it on or off grows the
 * account's version, so an admin's form loaded before does not save over it.
 */
import type { OperatorMe, TotpEnrolment } from '../../src/domain/contract/ops-operators.ts';
import { OPERATOR_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/operators.ts';
import { newTotpSecret, qrDataUrl, totpStep, totpUri } from '../security/totp.ts';
import { isSealedWithCurrent, openTotpSecret, sealTotpSecret } from '../security/totp-keys.ts';
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
  await repo.updateOperator(ctx.db, row.id, { totpPendingSecret: sealTotpSecret(ctx.totpKeys, secret) }, false);
  const uri = totpUri(secret, row.name);
  return { uri, qr: await qrDataUrl(uri), secret };
}

export async function confirmTotp(ctx: AppContext, actor: Actor, code: string): Promise<OperatorMe> {
  const row = await ownRow(ctx, actor);
  if (row.totpSecret) throw refused(M.totpAlreadyOn);
  const pending = row.totpPendingSecret;
  const opened = pending ? openTotpSecret(ctx.totpKeys, pending) : null;
  if (!pending || !opened) throw refused(M.totpNotStarted);
  const step = totpStep(opened, code, ctx.now());
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

/**
 * Seals with the current key every secret still under an old key (or stored before sealing), so
 * an old key can be dropped after one start. Answers how many no key opens (a lost key).
 */
export async function resealTotpSecrets(ctx: AppContext): Promise<number> {
  let unreadable = 0;
  for (const { operator } of await repo.listOperators(ctx.db)) {
    const change: repo.OperatorChange = {};
    for (const field of ['totpSecret', 'totpPendingSecret'] as const) {
      const stored = operator[field];
      if (!stored || isSealedWithCurrent(ctx.totpKeys, stored)) continue;
      const opened = openTotpSecret(ctx.totpKeys, stored);
      if (opened) change[field] = sealTotpSecret(ctx.totpKeys, opened);
      else if (field === 'totpSecret') unreadable += 1;
    }
    if (Object.keys(change).length > 0) await repo.updateOperator(ctx.db, operator.id, change, false);
  }
  return unreadable;
}
