/**
 * The console's "Risco" (ops-calls/risk.ts): members by risk score, held withdrawals and their
 * reasons, linked accounts, the rules (with a test on the last 30 days before one is switched on)
 * and the allow and deny lists. Reasons are for reviewers; members only ever read "Em análise".
 */
import { isValidCnpj, isValidCpf, normalisePayoutAccount } from '../payout-account.ts';
import { CONDITION_MAX_LENGTH, parseCondition } from '../risk-condition.ts';
import { RISK_MESSAGES as M } from '../risk.pt.ts';
import { z } from '../zod.ts';
import { bool, iso, num, object, str } from './answer-parts.ts';
import { itemId } from './ops-reviews.ts';
import { RISK_EXPIRY_ACTIONS, RISK_HOLD_STATUSES, RISK_LIST_KINDS, RISK_LISTS, RISK_OUTCOMES } from './risk-values.ts';

const id = itemId;
const score = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(100, message);
const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

export const riskBand = z.object({ min_score: score(M.bandInvalid).default(0), max_score: score(M.bandInvalid).default(100) })
  .refine((band) => band.min_score <= band.max_score, { message: M.bandInvalid, path: ['min_score'] });

export const riskHoldsQuery = z.object({
  status: z.enum(RISK_HOLD_STATUSES, { error: M.decisionInvalid }).default('open'),
  min_score: score(M.bandInvalid).default(0),
  max_score: score(M.bandInvalid).default(100),
  member_id: id(M.holdIdsInvalid).optional(),
});

export const riskHoldAnswer = object({
  id: num, withdrawal_id: num, member_id: str, username: str, score: num, status: z.enum(RISK_HOLD_STATUSES),
  amount: num, unit: str, points: num, account: str,
  reasons: z.array(object({ code: str, reason: str })),
  expires_at: iso, on_expiry: z.enum(RISK_EXPIRY_ACTIONS), created_at: iso, decided_by: str.nullable(),
});
export type RiskHold = z.output<typeof riskHoldAnswer>;

/** Ids, or every open hold of a score band: each decided on its own. */
export const decideHoldsBody = z.object({
  ids: z.array(id(M.holdIdsInvalid), { error: M.holdIdsInvalid }).min(1, M.holdIdsInvalid).max(200, M.holdIdsInvalid).optional(),
  band: riskBand.optional(),
  decision: z.enum(['release', 'refuse'], { error: M.decisionInvalid }),
  remark: z.string({ error: M.remarkInvalid }).trim().max(200, M.remarkInvalid).default(''),
}).refine((body) => (body.ids === undefined) !== (body.band === undefined), { message: M.holdIdsInvalid, path: ['ids'] });
export const decidedHoldAnswer = object({ id: num, ok: bool, msg: str });

export const riskMembersQuery = z.object({ min_score: score(M.bandInvalid).default(1) });
export const riskMemberRowAnswer = object({ member_id: str, username: str, score: num, flagged: num, open_holds: num });

export const riskMemberParams = z.object({ id: id(M.holdIdsInvalid) });
export const riskMemberAnswer = object({
  member_id: str, username: str, score: num, flagged: num,
  linked: num,
  shares: str,
  /** The member's group: each account and what it shares with someone of the group. */
  accounts: z.array(object({ member_id: str, username: str, shares: z.array(str), score: num })),
});

export const riskRuleFields = z.object({
  code: z.string({ error: M.ruleCodeInvalid }).trim().regex(/^[a-z0-9-]{3,40}$/, M.ruleCodeInvalid),
  name: text(3, 80, M.ruleNameInvalid),
  condition: z.string({ error: M.ruleConditionInvalid.replace('{{reason}}', 'escreva a condição') }).max(CONDITION_MAX_LENGTH * 2)
    .superRefine((condition, ctx) => {
      const parsed = parseCondition(condition);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: M.ruleConditionInvalid.replace('{{reason}}', parsed.reason) });
    }),
  outcome: z.enum(RISK_OUTCOMES, { error: M.ruleOutcomeInvalid }),
  score: z.number({ error: M.ruleScoreInvalid }).int(M.ruleScoreInvalid).min(0, M.ruleScoreInvalid).max(100, M.ruleScoreInvalid),
  reason: text(3, 200, M.ruleReasonInvalid),
  hold_days: z.number({ error: M.ruleHoldDaysInvalid }).int(M.ruleHoldDaysInvalid).min(1, M.ruleHoldDaysInvalid).max(90, M.ruleHoldDaysInvalid),
  on_expiry: z.enum(RISK_EXPIRY_ACTIONS, { error: M.ruleExpiryInvalid }),
  enabled: z.boolean({ error: M.ruleEnabledInvalid }),
});
/** A new rule, or an edit with `id` and the `version` loaded (refused if it moved). */
export const saveRiskRuleBody = riskRuleFields.extend({ id: id(M.ruleUnknown).optional(), version: z.number().int().positive().optional() });
export const riskRuleAnswer = object({
  id: num, code: str, name: str, condition: str, outcome: z.enum(RISK_OUTCOMES), score: num, reason: str, hold_days: num,
  on_expiry: z.enum(RISK_EXPIRY_ACTIONS), enabled: bool, version: num, updated_at: iso, updated_by: str,
});
export const riskRulesAnswer = object({ rules: z.array(riskRuleAnswer), facts: z.array(object({ name: str, meaning: str })) });

/** What a rule would have done to the last 30 days' withdrawals, judged with today's links. */
export const testRiskRuleBody = riskRuleFields.pick({ condition: true, outcome: true });
export const riskRuleTestAnswer = object({
  days: num, withdrawals_judged: num, matched: num, members: num, points: num,
  /** Per withdrawal unit, what the matched withdrawals were worth: [{ unit: 'R$', amount: 412 }]. */
  amounts: z.array(object({ unit: str, amount: num })),
  summary: str,
  elapsed_ms: num,
});

export const RISK_LIST_VALUE_MAX = 120;

/** A list entry's value in its canonical form, or why not (the console shows it). */
export function listValueProblem(kind: (typeof RISK_LIST_KINDS)[number], value: string): { value: string } | { problem: string } {
  const typed = value.trim();
  switch (kind) {
    case 'device': return /^[1-9]\d{0,14}$/.test(typed) ? { value: typed } : { problem: 'o número do aparelho (como aparece em Risco)' };
    case 'pix': {
      const key = normalisePayoutAccount(typed);
      return key.ok ? { value: key.value } : { problem: 'uma chave Pix válida (CPF, CNPJ, telefone, e-mail ou chave aleatória)' };
    }
    case 'cpf': {
      const digits = typed.replace(/\D/g, '');
      return (digits.length === 11 && isValidCpf(digits)) || (digits.length === 14 && isValidCnpj(digits)) ? { value: digits } : { problem: 'um CPF ou CNPJ válido' };
    }
    case 'email_domain': return /^(?=.{3,120}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(typed.toLowerCase()) ? { value: typed.toLowerCase() } : { problem: 'um domínio como exemplo.com' };
    case 'phone_prefix': return /^\+\d{2,14}$/.test(typed) ? { value: typed } : { problem: 'um prefixo como +5511 (com + e o código do país)' };
    case 'ip_range': return cidrProblem(typed);
  }
}

function cidrProblem(typed: string): { value: string } | { problem: string } {
  const problem = { problem: 'uma faixa de IP como 200.100.0.0/16 ou 2804:14c::/32' };
  const [network, bits] = typed.split('/');
  if (!network || bits === undefined || !/^\d{1,3}$/.test(bits)) return problem;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(network);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) && Number(bits) <= 32 ? { value: `${network}/${Number(bits)}` } : problem;
  return /^[0-9a-f:]+$/i.test(network) && network.includes(':') && Number(bits) <= 128 ? { value: `${network.toLowerCase()}/${Number(bits)}` } : problem;
}

export const addListEntryBody = z.object({
  list: z.enum(RISK_LISTS, { error: M.listNameInvalid }),
  kind: z.enum(RISK_LIST_KINDS, { error: M.listKindInvalid }),
  value: z.string({ error: M.listValueInvalid.replace('{{reason}}', 'informe o valor') }).max(RISK_LIST_VALUE_MAX, M.listValueInvalid.replace('{{reason}}', 'muito longo')),
  note: z.string({ error: M.listNoteInvalid }).trim().max(200, M.listNoteInvalid).default(''),
}).transform((body, ctx) => {
  const checked = listValueProblem(body.kind, body.value);
  if ('problem' in checked) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.listValueInvalid.replace('{{reason}}', `informe ${checked.problem}`) });
    return z.NEVER;
  }
  return { ...body, value: checked.value };
});
export const listEntryAnswer = object({ id: num, list: z.enum(RISK_LISTS), kind: z.enum(RISK_LIST_KINDS), value: str, note: str, created_by: str, created_at: iso });
export const listEntryParams = z.object({ id: id(M.listEntryUnknown) });
export const flagMemberAnswer = object({ flagged: num });

/** Points earned but not yet spendable (an invite's reward waiting for the friend's first draw). */
export const pendingPointsQuery = z.object({ member_id: id(M.holdIdsInvalid).optional() });
export const pendingPointsAnswer = object({
  id: num, member_id: str, username: str, amount: num, source: str, reason: str, waits_for: str.nullable(), release_after: iso.nullable(), created_at: iso,
});
export const decidePendingBody = z.object({
  ids: z.array(id(M.holdIdsInvalid), { error: M.holdIdsInvalid }).min(1, M.holdIdsInvalid).max(200, M.holdIdsInvalid),
  decision: z.enum(['release', 'reverse'], { error: M.decisionInvalid }),
  note: z.string({ error: M.remarkInvalid }).trim().max(200, M.remarkInvalid).default(''),
});
