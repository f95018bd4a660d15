/**
 * "Testar nos últimos 30 dias": what a condition would have done to every withdrawal of the last
 * 30 days, judged with today's links and the same facts a live request reads (risk-facts.ts), so an
 * operator sees the cost of a rule before switching it on: "teria segurado 37 saques, R$ 412, de
 * 29 membros".
 */
import { evaluateCondition, parseCondition, type RiskFacts } from '../../src/domain/risk-condition.ts';
import { RISK_MESSAGES } from '../../src/domain/risk.pt.ts';
import type { AppContext } from '../context.ts';
import * as repo from '../repositories/risk.ts';
import { recentWithdrawalFacts } from '../repositories/risk-facts.ts';
import { refused } from './refusal.ts';
import { indexMarks, markFacts } from './risk-facts.ts';
import { isDisposableEmail } from './risk-marks.ts';

const VERBS = { allow: 'teria liberado', hold: 'teria segurado', block: 'teria bloqueado' } as const;

export async function testRule(ctx: AppContext, input: { condition: string; outcome: 'allow' | 'hold' | 'block' }) {
  const started = performance.now();
  const parsed = parseCondition(input.condition);
  if (!parsed.ok) throw refused(RISK_MESSAGES.ruleConditionInvalid.replace('{{reason}}', parsed.reason));
  const [withdrawals, marks] = await Promise.all([recentWithdrawalFacts(ctx.db, ctx.now()), repo.allUsableMarks(ctx.db)]);
  const index = indexMarks(marks);
  const flaggedUsers = new Set([...(await repo.scoresOf(ctx.db, [...new Set(withdrawals.map((w) => w.userId))])).entries()].filter(([, s]) => s.flagged > 0).map(([id]) => id));
  // A member asks many withdrawals: its links are worked out once.
  const linksOf = new Map<number, ReturnType<typeof markFacts>>();
  const matched = withdrawals.filter((w) => {
    const group = index.groups.get(w.userId) ?? [w.userId];
    let links = linksOf.get(w.userId);
    if (!links) linksOf.set(w.userId, (links = markFacts(index, w.userId)));
    const facts: RiskFacts = {
      ...links,
      idade_conta_dias: w.accountAgeDays, contas_por_pix_30d: w.accountsOnKey30d, saques_30d: w.withdrawals30d,
      email_descartavel: isDisposableEmail(w.email) ? 1 : 0, marcado_suspeito: group.some((id) => flaggedUsers.has(id)) ? 1 : 0, pontos_saque: w.points,
    };
    return evaluateCondition(parsed.condition, facts);
  });
  const amounts = new Map<string, number>();
  for (const w of matched) amounts.set(w.unit, (amounts.get(w.unit) ?? 0) + w.amount);
  const members = new Set(matched.map((w) => w.userId)).size;
  const count = (list: typeof withdrawals) => list.reduce((sum, w) => sum + w.count, 0);
  const held = count(matched);
  const money = [...amounts].map(([unit, amount]) => `${unit} ${amount.toLocaleString('pt-BR')}`).join(' + ') || 'R$ 0';
  return {
    days: 30, withdrawals_judged: count(withdrawals), matched: held, members, points: matched.reduce((sum, w) => sum + w.points * w.count, 0),
    amounts: [...amounts].map(([unit, amount]) => ({ unit, amount })),
    summary: `${VERBS[input.outcome]} ${held} ${held === 1 ? 'saque' : 'saques'}, ${money}, de ${members} ${members === 1 ? 'membro' : 'membros'}`,
    elapsed_ms: Math.round(performance.now() - started),
  };
}
