/** Operator calls: the console's "Risco" (ops-risk.ts). Rules are admins'; reviewers decide holds and keep the lists. */
import { z } from '../../zod.ts';
import {
  addListEntryBody, decidedHoldAnswer, decidePendingBody, pendingPointsAnswer, pendingPointsQuery, decideHoldsBody, flagMemberAnswer, listEntryAnswer, listEntryParams, riskHoldAnswer, riskHoldsQuery,
  riskMemberAnswer, riskMemberParams, riskMemberRowAnswer, riskMembersQuery, riskRuleAnswer, riskRulesAnswer, riskRuleTestAnswer,
  saveRiskRuleBody, testRiskRuleBody,
} from '../ops-risk.ts';
import { ADMIN, ADMIN_REVIEWER, defineCalls } from '../define-call.ts';

const nothing = z.object({});

export const RISK_CALLS = defineCalls({
  riskMembers: {
    method: 'GET', path: '/api/ops/risk/members', who: ADMIN_REVIEWER, input: riskMembersQuery, answer: z.array(riskMemberRowAnswer),
    doc: 'Members by risk score (highest first) from `min_score`, with their open holds.',
  },
  riskMember: {
    method: 'GET', path: '/api/ops/risk/members/:id', who: ADMIN_REVIEWER, input: riskMemberParams, answer: riskMemberAnswer,
    doc: 'A member\'s score and linked accounts: each account of the group and what it shares (device, Pix key, CPF, phone, e-mail).',
  },
  riskFlagMember: {
    method: 'POST', path: '/api/ops/risk/members/:id/flag', who: ADMIN_REVIEWER, input: riskMemberParams, answer: flagMemberAnswer,
    doc: '"Marcar como suspeito": the member and every linked account get the suspicious flag and a score of at least 60; audited.',
  },
  riskHolds: {
    method: 'GET', path: '/api/ops/risk/holds', who: ADMIN_REVIEWER, input: riskHoldsQuery, answer: z.array(riskHoldAnswer),
    doc: 'Held withdrawals by status and score band, highest score first, with the rules\' reasons.',
  },
  riskDecideHolds: {
    method: 'POST', path: '/api/ops/risk/holds/decide', who: ADMIN_REVIEWER, input: decideHoldsBody, answer: z.array(decidedHoldAnswer),
    doc: 'Releases (to the payout queue) or refuses (points back) holds by id or every open one of a score band, each on its own and audited.',
  },
  riskPendingPoints: {
    method: 'GET', path: '/api/ops/risk/pending-points', who: ADMIN_REVIEWER, input: pendingPointsQuery, answer: z.array(pendingPointsAnswer),
    doc: 'Points waiting to become spendable (invite rewards before the friend\'s first draw and the delay), oldest first.',
  },
  riskDecidePending: {
    method: 'POST', path: '/api/ops/risk/pending-points/decide', who: ADMIN_REVIEWER, input: decidePendingBody, answer: z.array(decidedHoldAnswer),
    doc: 'Releases pending points now (credited under their own ledger key) or reverses them, each on its own; audited.',
  },
  riskRules: {
    method: 'GET', path: '/api/ops/risk/rules', who: ADMIN_REVIEWER, input: nothing, answer: riskRulesAnswer,
    doc: 'The rules, and the facts a condition may name.',
  },
  riskSaveRule: {
    method: 'POST', path: '/api/ops/risk/rules', who: ADMIN, input: saveRiskRuleBody, answer: riskRuleAnswer,
    doc: 'A rule created, or edited with its `version` (refused if it moved); the old version is kept; audited.',
  },
  riskTestRule: {
    method: 'POST', path: '/api/ops/risk/rules/test', who: ADMIN_REVIEWER, input: testRiskRuleBody, answer: riskRuleTestAnswer,
    doc: 'What a condition would have done to the last 30 days\' withdrawals, judged with today\'s links: how many, how much, how many members.',
  },
  riskLists: {
    method: 'GET', path: '/api/ops/risk/lists', who: ADMIN_REVIEWER, input: nothing, answer: z.array(listEntryAnswer),
    doc: 'The allow and deny lists.',
  },
  riskAddListEntry: {
    method: 'POST', path: '/api/ops/risk/lists', who: ADMIN_REVIEWER, input: addListEntryBody, answer: listEntryAnswer,
    doc: 'A device, Pix key, CPF, e-mail domain, phone prefix or IP range added to the allow or deny list, in its canonical form; audited.',
  },
  riskRemoveListEntry: {
    method: 'POST', path: '/api/ops/risk/lists/:id/remove', who: ADMIN_REVIEWER, input: listEntryParams, answer: listEntryAnswer,
    doc: 'A list entry removed; audited.',
  },
});
