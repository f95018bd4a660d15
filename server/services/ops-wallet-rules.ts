/**
 * The console's "Saques: regras": the withdrawal types and the rules every withdrawal meets, each
 * save audited with the operator's name and a before/after. Nothing is cached: the member's wallet
 * info and the next withdrawal read the tables, so a save applies at once.
 *
 * Concurrency: conversion types have no version column, so an edit carries the values it loaded
 * and changes the row only if it still holds them; the rules are locked and compared the same way.
 */
import {
  DAILY_CAP_CONFIG, DAILY_CAP_DEFAULT, type OpsWalletRules, type OpsWithdrawalType, type SaveWithdrawalRules, type SaveWithdrawalType,
  type WithdrawalRules, type WithdrawalTypeFields,
} from '../../src/domain/contract/ops-wallet-rules.ts';
import { COOLING_OFF_CONFIG, COOLING_OFF_DEFAULT_HOURS } from '../../src/domain/contract/wallet-values.ts';
import { WALLET_RULE_MESSAGES as M } from '../../src/domain/wallet-rules.pt.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/ops-wallet-rules.ts';
import type { ConversionTypeRow } from '../repositories/wallet.ts';
import { recordDecision } from './audit.ts';
import type { Actor } from './operators.ts';
import { refused } from './refusal.ts';
import { dailyCap } from './wallet-daily-cap.ts';
import { coolingOffHours } from './withdrawal-password.ts';

function toType(row: ConversionTypeRow): OpsWithdrawalType {
  return {
    id: row.id, name: row.name, platform: row.platform, rate: row.rate, unit: row.unit,
    min_amount: row.minAmount, max_amount: row.maxAmount, active: row.active,
  };
}

const fieldsOf = ({ name, platform, rate, unit, min_amount, max_amount, active }: WithdrawalTypeFields): WithdrawalTypeFields =>
  ({ name, platform, rate, unit, min_amount, max_amount, active });

export async function walletRules(db: Executor): Promise<OpsWalletRules> {
  return {
    types: (await repo.listAllTypes(db)).map(toType),
    rules: { cooling_off_hours: await coolingOffHours(db), daily_cap: await dailyCap(db) },
  };
}

/** Creates a type, or edits one if it still holds the values the form loaded; answers it as stored. */
export async function saveWithdrawalType(ctx: AppContext, actor: Actor, input: SaveWithdrawalType): Promise<OpsWithdrawalType> {
  const fields = fieldsOf(input);
  return ctx.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const created = toType(await repo.insertType(tx, fields));
      await recordDecision(ctx, actor, { action: 'wallet.type.create', target: `conversion_types:${created.id}`, detail: { after: fields } }, tx);
      return created;
    }
    const before = await repo.findType(tx, input.id);
    if (!before) throw refused(M.typeUnknown);
    const updated = input.loaded ? await repo.updateTypeIfUnchanged(tx, input.id, input.loaded, fields) : undefined;
    if (!updated) throw refused(M.typeChanged);
    await recordDecision(ctx, actor, {
      action: 'wallet.type.update', target: `conversion_types:${input.id}`, detail: { before: fieldsOf(toType(before)), after: fields },
    }, tx);
    return toType(updated);
  });
}

/** Saves the cooling-off hours and the daily cap if they still hold the values the form loaded. */
export async function saveWithdrawalRules(ctx: AppContext, actor: Actor, input: SaveWithdrawalRules): Promise<WithdrawalRules> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockConfigs(tx, { [COOLING_OFF_CONFIG]: COOLING_OFF_DEFAULT_HOURS, [DAILY_CAP_CONFIG]: DAILY_CAP_DEFAULT });
    const before: WithdrawalRules = { cooling_off_hours: await coolingOffHours(tx), daily_cap: await dailyCap(tx) };
    if (before.cooling_off_hours !== input.loaded.cooling_off_hours || before.daily_cap !== input.loaded.daily_cap) {
      throw refused(M.rulesChanged);
    }
    const after: WithdrawalRules = { cooling_off_hours: input.cooling_off_hours, daily_cap: input.daily_cap };
    await repo.setConfig(tx, COOLING_OFF_CONFIG, after.cooling_off_hours);
    await repo.setConfig(tx, DAILY_CAP_CONFIG, after.daily_cap);
    await recordDecision(ctx, actor, { action: 'wallet.rules', target: 'site_configs:withdraw', detail: { before, after } }, tx);
    return after;
  });
}
