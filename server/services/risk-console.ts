/** The console's "Risco" (ops-calls/risk.ts): members, holds, linked accounts, rules and lists. */
import type { z } from 'zod';
import type {
  addListEntryBody, decideHoldsBody, riskHoldsQuery, saveRiskRuleBody,
} from '../../src/domain/contract/ops-risk.ts';
import { SUSPICIOUS_SCORE } from '../../src/domain/contract/risk-values.ts';
import { OPERATOR_MESSAGES } from '../../src/domain/ops.pt.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { RISK_FACTS } from '../../src/domain/risk-condition.ts';
import { RISK_MESSAGES } from '../../src/domain/risk.pt.ts';
import type { AppContext } from '../context.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import * as repo from '../repositories/risk.ts';
import { usernamesOf } from '../repositories/users.ts';
import { audited } from './audit.ts';
import type { Actor } from './operators.ts';
import { Refusal, refused } from './refusal.ts';
import { decideHold } from './risk-holds.ts';
import { linksOf } from './risk-links.ts';
import { forgetRulesAndLists } from './risk-rules.ts';

const ruleView = (r: repo.RiskRuleRow) => ({
  id: r.id, code: r.code, name: r.name, condition: r.condition, outcome: r.outcome, score: r.score, reason: r.reason,
  hold_days: r.holdDays, on_expiry: r.onExpiry, enabled: r.enabled, version: r.version, updated_at: r.updatedAt.toISOString(), updated_by: r.updatedBy,
});

export async function riskRules(ctx: AppContext) {
  return {
    rules: (await repo.allRules(ctx.db)).map(ruleView),
    facts: Object.entries(RISK_FACTS).map(([name, meaning]) => ({ name, meaning })),
  };
}

export async function saveRule(ctx: AppContext, actor: Actor, input: z.output<typeof saveRiskRuleBody>) {
  const { id, version, hold_days: holdDays, on_expiry: onExpiry, ...fields } = input;
  const values = { ...fields, holdDays, onExpiry, updatedAt: ctx.now(), updatedBy: actor.name };
  try {
    const saved = await audited(ctx, actor, async (tx) => {
      if (id === undefined) return repo.insertRule(tx, values);
      const current = await repo.findRule(tx, id, true);
      if (!current) throw refused(RISK_MESSAGES.ruleUnknown);
      if (current.version !== version) throw refused(OPERATOR_MESSAGES.changedMeanwhile);
      await repo.insertRuleVersion(tx, current, actor.name, ctx.now());
      return repo.updateRule(tx, id, { ...values, version: current.version + 1 });
    }, (rule) => ({ action: id === undefined ? 'risk.rule.create' : 'risk.rule.update', target: `risk-rule:${rule.id}`, detail: { ...fields, version: rule.version } }));
    forgetRulesAndLists();
    return ruleView(saved);
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw refused(RISK_MESSAGES.ruleCodeTaken);
    throw error;
  }
}

const holdView = (row: repo.HoldListRow) => ({
  id: row.hold.id, withdrawal_id: row.hold.withdrawalId, member_id: String(row.hold.userId), username: row.username, score: row.hold.score,
  status: row.hold.status, amount: row.amount, unit: row.unit, points: row.points, account: row.account,
  reasons: row.hold.reasons as { code: string; reason: string }[],
  expires_at: row.hold.expiresAt.toISOString(), on_expiry: row.hold.onExpiry, created_at: row.hold.createdAt.toISOString(), decided_by: row.hold.decidedBy,
});

export async function riskHolds(ctx: AppContext, input: z.output<typeof riskHoldsQuery>) {
  const rows = await repo.listHolds(ctx.db, {
    status: input.status, minScore: input.min_score, maxScore: input.max_score, ...(input.member_id ? { userId: input.member_id } : {}),
  }, 200);
  return rows.map(holdView);
}

/** Each hold on its own: one already decided (by a colleague, or the deadline) says so and the others go on. */
export async function decideHolds(ctx: AppContext, actor: Actor, input: z.output<typeof decideHoldsBody>) {
  const ids = input.ids ?? (await repo.listHolds(ctx.db, { status: 'open', minScore: input.band!.min_score, maxScore: input.band!.max_score }, 200)).map((r) => r.hold.id);
  const results = [];
  for (const id of ids) {
    try {
      await decideHold(ctx, actor, id, input.decision, input.remark);
      results.push({ id, ok: true, msg: '' });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      results.push({ id, ok: false, msg: error.message });
    }
  }
  return results;
}

export async function riskMembers(ctx: AppContext, minScore: number) {
  return (await repo.membersByScore(ctx.db, minScore, 200)).map((m) => ({
    member_id: String(m.userId), username: m.username, score: m.score, flagged: m.flagged, open_holds: m.openHolds,
  }));
}

export async function riskMember(ctx: AppContext, userId: number) {
  const links = await linksOf(ctx.db, userId);
  const ids = links.accounts.map((a) => a.userId);
  const [names, scores] = await Promise.all([usernamesOf(ctx.db, ids.includes(userId) ? ids : [...ids, userId]), repo.scoresOf(ctx.db, ids)]);
  const username = names.get(userId);
  if (username === undefined) throw refused(SERVER_MESSAGES.accountNotFound);
  return {
    member_id: String(userId), username, score: scores.get(userId)?.score ?? 0, flagged: scores.get(userId)?.flagged ?? 0,
    linked: links.count, shares: links.shares,
    accounts: links.accounts.map((a) => ({ member_id: String(a.userId), username: names.get(a.userId) ?? '', shares: a.shares, score: scores.get(a.userId)?.score ?? 0 })),
  };
}

/** "Marcar como suspeito": the member and its linked accounts (their next withdrawal meets the rule `marcado-suspeito`). */
export async function flagMember(ctx: AppContext, actor: Actor, userId: number) {
  const { accounts } = await linksOf(ctx.db, userId);
  const ids = [...new Set([userId, ...accounts.map((a) => a.userId)])];
  if ((await usernamesOf(ctx.db, [userId])).size === 0) throw refused(SERVER_MESSAGES.accountNotFound);
  await audited(ctx, actor, (tx) => repo.flagMembers(tx, ids, SUSPICIOUS_SCORE, ctx.now()), { action: 'risk.member.flag', target: `member:${userId}`, detail: { members: ids } });
  return { flagged: ids.length };
}

const entryView = (e: repo.RiskListRow) => ({ id: e.id, list: e.list, kind: e.kind, value: e.value, note: e.note, created_by: e.createdBy, created_at: e.createdAt.toISOString() });

export const riskLists = async (ctx: AppContext) => (await repo.listEntries(ctx.db)).map(entryView);

export async function addListEntry(ctx: AppContext, actor: Actor, input: z.output<typeof addListEntryBody>) {
  const row = await audited(ctx, actor, async (tx) => {
    const added = await repo.insertListEntry(tx, { ...input, createdBy: actor.name, createdAt: ctx.now() });
    if (!added) throw refused(RISK_MESSAGES.listEntryExists);
    return added;
  }, (added) => ({ action: `risk.list.${added.list}.add`, target: `${added.kind}:${added.value}`, detail: { note: added.note } }));
  forgetRulesAndLists();
  return entryView(row);
}

export async function removeListEntry(ctx: AppContext, actor: Actor, id: number) {
  const row = await audited(ctx, actor, async (tx) => {
    const removed = await repo.deleteListEntry(tx, id);
    if (!removed) throw refused(RISK_MESSAGES.listEntryUnknown);
    return removed;
  }, (removed) => ({ action: `risk.list.${removed.list}.remove`, target: `${removed.kind}:${removed.value}` }));
  forgetRulesAndLists();
  return entryView(row);
}
