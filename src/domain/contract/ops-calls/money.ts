/** Operator calls: money (the games' prize tables and daily chances, withdrawal types and rules). */
import { rewardRulesAnswer, rewardRulesInput, opsRewardGameAnswer, saveRewardRulesBody } from '../ops-rewards.ts';
import {
  saveWithdrawalRulesBody, saveWithdrawalTypeBody, walletRulesAnswer, walletRulesInput, withdrawalRulesAnswer, withdrawalTypeAnswer,
} from '../ops-wallet-rules.ts';
import { ADMIN, defineCalls } from '../define-call.ts';

export const MONEY_CALLS = defineCalls({
  rewardRules: {
    method: 'GET', path: '/api/ops/reward-rules', who: ADMIN, input: rewardRulesInput, answer: rewardRulesAnswer,
    doc: 'Every game\'s prize table (weights, stock of physical prizes) and daily chances, with the version a save must send back.',
  },
  saveRewardRules: {
    method: 'POST', path: '/api/ops/reward-rules', who: ADMIN, input: saveRewardRulesBody, answer: opsRewardGameAnswer,
    doc: 'One game\'s prize table (replaced as a set) and daily chances, in one transaction, audited; refused if the version moved.',
  },
  walletRules: {
    method: 'GET', path: '/api/ops/wallet-rules', who: ADMIN, input: walletRulesInput, answer: walletRulesAnswer,
    doc: 'Withdrawal types (active or not) and the withdrawal rules: cooling-off hours and the daily cap.',
  },
  saveWithdrawalType: {
    method: 'POST', path: '/api/ops/wallet-rules/types', who: ADMIN, input: saveWithdrawalTypeBody, answer: withdrawalTypeAnswer,
    doc: 'A withdrawal type: created, or edited with `id` and the values loaded (refused if someone changed it since).',
  },
  saveWithdrawalRules: {
    method: 'POST', path: '/api/ops/wallet-rules/rules', who: ADMIN, input: saveWithdrawalRulesBody, answer: withdrawalRulesAnswer,
    doc: 'The cooling-off hours, the daily cap, the monthly reward allowance and the pending waits, with the values loaded (refused if someone changed them since).',
  },
});
