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
import { configOrDefault } from '../repositories/wallet.ts';
import { forgetMonthlyAllowance } from './reward-allowance.ts';
import {
  INVITE_RELEASE_HOURS_CONFIG, INVITE_RELEASE_HOURS_DEFAULT, LINKED_RELEASE_HOURS_CONFIG, LINKED_RELEASE_HOURS_DEFAULT, REWARD_ALLOWANCE_CONFIG, REWARD_ALLOWANCE_DEFAULT,
} from '../../src/domain/contract/risk-values.ts';

function toType(row: ConversionTypeRow): OpsWithdrawalType {
  return {
    id: row.id, name: row.name, platform: row.platform, rate: row.rate, unit: row.unit,
    min_amount: row.minAmount, max_amount: row.maxAmount, active: row.active,
  };
}

const fieldsOf = ({ name, platform, rate, unit, min_amount, max_amount, active }: WithdrawalTypeFields): WithdrawalTypeFields =>
  ({ name, platform, rate, unit, min_amount, max_amount, active });

/** Each rule's site configuration entry and its value when none is stored. */
const RULE_CONFIGS: Record<keyof WithdrawalRules, { name: string; fallback: number }> = {
  cooling_off_hours: { name: COOLING_OFF_CONFIG, fallback: COOLING_OFF_DEFAULT_HOURS },
  daily_cap: { name: DAILY_CAP_CONFIG, fallback: DAILY_CAP_DEFAULT },
  monthly_allowance: { name: REWARD_ALLOWANCE_CONFIG, fallback: REWARD_ALLOWANCE_DEFAULT },
  invite_release_hours: { name: INVITE_RELEASE_HOURS_CONFIG, fallback: INVITE_RELEASE_HOURS_DEFAULT },
  linked_release_hours: { name: LINKED_RELEASE_HOURS_CONFIG, fallback: LINKED_RELEASE_HOURS_DEFAULT },
};
const RULE_NAMES = Object.keys(RULE_CONFIGS) as Array<keyof WithdrawalRules>;

/** As the services that apply them read them: a missing or negative entry is the default. */
async function readRules(db: Executor): Promise<WithdrawalRules> {
  const values = await Promise.all(RULE_NAMES.map(async (key) => [key, await configOrDefault(db, RULE_CONFIGS[key].name, RULE_CONFIGS[key].fallback)] as const));
  return Object.fromEntries(values) as WithdrawalRules;
}

export async function walletRules(db: Executor): Promise<OpsWalletRules> {
  return { types: (await repo.listAllTypes(db)).map(toType), rules: await readRules(db) };
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

/** Saves the rules if they still hold the values the form loaded. */
export async function saveWithdrawalRules(ctx: AppContext, actor: Actor, input: SaveWithdrawalRules): Promise<WithdrawalRules> {
  const saved = await ctx.db.transaction(async (tx) => {
    await repo.lockConfigs(tx, Object.fromEntries(RULE_NAMES.map((key) => [RULE_CONFIGS[key].name, RULE_CONFIGS[key].fallback])));
    const before = await readRules(tx);
    if (RULE_NAMES.some((key) => before[key] !== input.loaded[key])) throw refused(M.rulesChanged);
    const after = Object.fromEntries(RULE_NAMES.map((key) => [key, input[key]])) as WithdrawalRules;
    for (const key of RULE_NAMES) await repo.setConfig(tx, RULE_CONFIGS[key].name, after[key]);
    await recordDecision(ctx, actor, { action: 'wallet.rules', target: 'site_configs:withdraw', detail: { before, after } }, tx);
    return after;
  });
  // This process applies the new allowance at once; the others within seconds (reward-allowance.ts).
  forgetMonthlyAllowance();
  return saved;
}
