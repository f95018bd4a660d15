/**
 * Judging a withdrawal by the rules (docs/risk.md "Rules"): the lists first (an allowed device,
 * key or CPF passes; a denied one is blocked), then every enabled rule's condition over the facts,
 * evaluated allow → block → review as Stripe Radar does: one matching allow rule lets it through,
 * else one block rule refuses it, else the review (hold) rules that match hold it. Every matching
 * rule's score adds to the member's risk score (at most 100).
 */
import { BlockList, isIP } from 'node:net';
import { type Condition, evaluateCondition, parseCondition, type RiskFacts } from '../../src/domain/risk-condition.ts';
import type { Executor } from '../db/client.ts';
import * as repo from '../repositories/risk.ts';
import { type StoredFacts, withdrawalFacts } from '../repositories/risk-facts.ts';
import { describeShares, indexMarks, markFacts, type MarkIndex } from './risk-facts.ts';
import { emailDomain, isDisposableEmail, payoutMarks } from './risk-marks.ts';
import { processCache } from './process-cache.ts';

export interface CompiledRule { row: repo.RiskRuleRow; condition: Condition }
export interface HoldReason { code: string; reason: string }

export interface Verdict {
  outcome: 'allow' | 'hold' | 'block';
  score: number;
  reasons: HoldReason[];
  /** The longest of the holding rules' days, and refuse if any of them refuses at its deadline. */
  holdDays: number;
  onExpiry: 'release' | 'refuse';
  linked: number;
  shares: string;
}

export function compileRules(rows: repo.RiskRuleRow[]): CompiledRule[] {
  return rows.flatMap((row) => {
    const parsed = parseCondition(row.condition);
    // Saved rules were parsed when saved; one that no longer parses (a fact removed) is skipped, not fatal.
    return parsed.ok ? [{ row, condition: parsed.condition }] : [];
  });
}

export function judge(rules: CompiledRule[], facts: RiskFacts): Pick<Verdict, 'outcome' | 'score' | 'reasons' | 'holdDays' | 'onExpiry'> {
  const matched = rules.filter((rule) => evaluateCondition(rule.condition, facts));
  const score = Math.min(100, matched.reduce((sum, rule) => sum + rule.row.score, 0));
  const reasonsOf = (list: CompiledRule[]) => list.map((rule) => ({ code: rule.row.code, reason: rule.row.reason }));
  const of = (outcome: repo.RiskRuleRow['outcome']) => matched.filter((rule) => rule.row.outcome === outcome);
  const none = { holdDays: 0, onExpiry: 'release' as const };
  if (of('allow').length > 0) return { outcome: 'allow', score, reasons: reasonsOf(of('allow')), ...none };
  if (of('block').length > 0) return { outcome: 'block', score, reasons: reasonsOf(of('block')), ...none };
  const holding = of('hold');
  if (holding.length === 0) return { outcome: 'allow', score, reasons: [], ...none };
  return {
    outcome: 'hold', score, reasons: reasonsOf(holding),
    holdDays: Math.max(...holding.map((rule) => rule.row.holdDays)),
    onExpiry: holding.some((rule) => rule.row.onExpiry === 'refuse') ? 'refuse' : 'release',
  };
}

export interface WithdrawalAsked { userId: number; account: string; points: number; ip: string; now: Date }

/** The list that names one of the request's values: `allow` wins over `deny` (an operator vouched for it). */
export function listVerdict(entries: repo.RiskListRow[], asked: WithdrawalAsked, index: MarkIndex, email: string): 'allow' | 'deny' | null {
  const mine = new Set((index.byUser.get(asked.userId) ?? []).filter((m) => m.kind === 'device').map((m) => `device\u0000${m.value}`));
  for (const mark of payoutMarks(asked.userId, asked.account)) if (mark.kind === 'pix' || mark.kind === 'cpf') mine.add(`${mark.kind}\u0000${mark.value}`);
  mine.add(`email_domain\u0000${emailDomain(email)}`);
  const names = (entry: repo.RiskListRow): boolean => {
    if (entry.kind === 'ip_range') return inRange(entry.value, asked.ip);
    if (entry.kind === 'phone_prefix') return (index.byUser.get(asked.userId) ?? []).some((m) => m.kind === 'phone' && m.value.startsWith(entry.value));
    return mine.has(`${entry.kind}\u0000${entry.value}`);
  };
  if (entries.some((e) => e.list === 'allow' && names(e))) return 'allow';
  if (entries.some((e) => e.list === 'deny' && names(e))) return 'deny';
  return null;
}

function inRange(cidr: string, ip: string): boolean {
  const [network, bits] = cidr.split('/');
  const family = isIP(network ?? '');
  if (!network || family === 0 || isIP(ip) !== family) return false;
  const list = new BlockList();
  list.addSubnet(network, Number(bits ?? (family === 4 ? 32 : 128)), family === 4 ? 'ipv4' : 'ipv6');
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The enabled rules and the lists, kept per process for a few seconds: read on every withdrawal
 * they would be two more statements. A save in this process takes effect at once
 * (`forgetRulesAndLists`); another process sees it within 5 s.
 */
const rulesAndListsCache = processCache(5_000, (db) =>
  Promise.all([repo.enabledRules(db), repo.listEntries(db)]).then(([rows, entries]) => ({ rules: compileRules(rows), entries })));
const rulesAndLists = (db: Executor) => rulesAndListsCache.get(db);

export function forgetRulesAndLists(): void {
  rulesAndListsCache.forget();
}

/** What the rules read from the database about a withdrawal: everything but the points asked. */
export interface GatheredFacts {
  marks: repo.GroupMark[];
  rules: CompiledRule[];
  entries: repo.RiskListRow[];
  stored: StoredFacts;
}

/**
 * The reads of judging, started before the amount is known: the wallet runs them while the
 * withdrawal password's hash is checked (tens of ms of scrypt), so an honest request does not
 * wait for them (bench:risk).
 */
export async function gatherWithdrawalFacts(db: Executor, asked: Omit<WithdrawalAsked, 'points'>): Promise<GatheredFacts> {
  const [{ marks, stored }, { rules, entries }] = await Promise.all([withdrawalFacts(db, asked), rulesAndLists(db)]);
  return { marks, rules, entries, stored };
}

/** The verdict on the gathered facts and the points asked; no I/O. */
export function judgeGathered(gathered: GatheredFacts, asked: WithdrawalAsked): Verdict {
  const { marks, rules, entries, stored } = gathered;
  const index = indexMarks(marks);
  const linked = { linked: markFacts(index, asked.userId).contas_ligadas, shares: describeShares(index, asked.userId) };
  const listed = listVerdict(entries, asked, index, stored.email);
  if (listed === 'allow') return { outcome: 'allow', score: 0, reasons: [], holdDays: 0, onExpiry: 'release', ...linked };
  if (listed === 'deny') {
    return { outcome: 'block', score: 100, reasons: [{ code: 'lista-bloqueio', reason: 'Na lista de bloqueio' }], holdDays: 0, onExpiry: 'refuse', ...linked };
  }
  const flagged = marks.some((mark) => mark.flagged);
  const facts: RiskFacts = {
    ...markFacts(index, asked.userId),
    idade_conta_dias: stored.accountAgeDays,
    contas_por_pix_30d: stored.accountsOnKey30d,
    saques_30d: stored.withdrawals30d,
    email_descartavel: isDisposableEmail(stored.email) ? 1 : 0,
    marcado_suspeito: flagged ? 1 : 0,
    pontos_saque: asked.points,
  };
  return { ...judge(rules, facts), ...linked };
}

export async function judgeWithdrawal(db: Executor, asked: WithdrawalAsked): Promise<Verdict> {
  return judgeGathered(await gatherWithdrawalFacts(db, asked), asked);
}
