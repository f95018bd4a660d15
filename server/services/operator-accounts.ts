/**
 * What an admin does to operator accounts from "Operadores": create, change the role, disable or
 * enable, set a new password, remove the authenticator. Every edit is saved only over the version
 * the admin loaded (else "changed by someone else"), in one transaction with its audit entry. An
 * admin never disables or demotes themself, so an admin is always left.
 */
import type { OperatorAccount } from '../../src/domain/contract/ops-operators.ts';
import type { OperatorRole } from '../../src/domain/contract/ops-roles.ts';
import { OPERATOR_MESSAGES as M } from '../../src/domain/ops.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/operators.ts';
import { hashPassword } from '../security/passwords.ts';
import { audited, recordDecision } from './audit.ts';
import { operatorAccount } from './operator-views.ts';
import { type Actor, addOperator } from './operators.ts';
import { refused } from './refusal.ts';

const target = (name: string) => `operator:${name}`;

export async function listOperatorAccounts(ctx: AppContext): Promise<OperatorAccount[]> {
  const rows = await repo.listOperators(ctx.db);
  return rows.map((row) => operatorAccount(row.operator, row.lastSignIn));
}

/** From "Operadores" and from the command line (`npm run ops -- operators add`, the shared secret). */
export async function createOperatorAccount(ctx: AppContext, actor: Actor, input: { name: string; password: string; role: OperatorRole }) {
  const passwordHash = await hashPassword(input.password);
  return audited(
    ctx, actor, (tx) => addOperator(tx, input.name, passwordHash, input.role),
    (added) => ({ action: 'operator.add', target: target(added.name), detail: { role: added.role } }),
  );
}

interface Edit {
  id: number;
  version: number;
  /** The audit's action and detail. */
  action: string;
  detail?: Record<string, unknown>;
  change: repo.OperatorChange;
  /** Every session of the account ends with the change. */
  endSessions?: boolean;
}

/** One admin edit over the loaded version: refused when the account is unknown or changed meanwhile. */
async function editAccount(ctx: AppContext, actor: Actor, edit: Edit): Promise<OperatorAccount> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateOperatorAtVersion(tx, edit.id, edit.version, edit.change);
    if (!updated) throw refused((await repo.findOperator(tx, edit.id)) ? M.changedMeanwhile : M.operatorUnknown);
    if (edit.endSessions) await repo.revokeSessionsOf(tx, edit.id, now);
    await recordDecision(ctx, actor, { action: edit.action, target: target(updated.name), detail: edit.detail }, tx);
    return updated;
  });
  return operatorAccount(row, await repo.lastSignInOf(ctx.db, row.id));
}

const isSelf = (actor: Actor, id: number) => actor.operatorId === id;

export async function setOperatorRole(ctx: AppContext, actor: Actor, input: { id: number; role: OperatorRole; version: number }) {
  if (isSelf(actor, input.id) && input.role !== 'admin') throw refused(M.selfDemote);
  return editAccount(ctx, actor, { ...input, action: 'operator.role', detail: { role: input.role }, change: { role: input.role } });
}

/** Disabling ends the sessions too (the session lookup also skips disabled accounts), so enabling again revives none. */
export async function setOperatorDisabled(ctx: AppContext, actor: Actor, input: { id: number; disabled: boolean; version: number }) {
  if (isSelf(actor, input.id) && input.disabled) throw refused(M.selfDisable);
  const { disabled } = input;
  return editAccount(ctx, actor, {
    ...input, action: disabled ? 'operator.disable' : 'operator.enable', change: { disabledAt: disabled ? ctx.now() : null }, endSessions: disabled,
  });
}

/** A new password ends every session and clears the lock of wrong tries. */
export async function resetOperatorPassword(ctx: AppContext, actor: Actor, input: { id: number; password: string; version: number }) {
  const passwordHash = await hashPassword(input.password);
  return editAccount(ctx, actor, {
    ...input, action: 'operator.password', change: { passwordHash, failedTries: 0, lockedUntil: null }, endSessions: true,
  });
}

export async function removeOperatorTotp(ctx: AppContext, actor: Actor, input: { id: number; version: number }) {
  return editAccount(ctx, actor, { ...input, action: 'operator.totp.remove', change: { totpSecret: null, totpPendingSecret: null } });
}
