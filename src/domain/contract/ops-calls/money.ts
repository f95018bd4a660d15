/** Operator calls: money. */
import { LEGACY } from './legacy.ts';
import { ADMIN, defineOpsCalls } from './define.ts';

export const MONEY_CALLS = defineOpsCalls({
  rewardRules: { method: 'GET', path: '/api/ops/reward-rules', who: ADMIN, doc: 'Every game\'s prize table and daily chances, with the version a save must send back.', ...LEGACY },
  saveRewardRules: { method: 'POST', path: '/api/ops/reward-rules', who: ADMIN, doc: 'One game\'s prize table (replaced as a set) and daily chances, in one transaction, audited.', ...LEGACY },
  walletRules: { method: 'GET', path: '/api/ops/wallet-rules', who: ADMIN, doc: 'Withdrawal types (active or not) and the withdrawal rules: cooling-off hours and the daily cap.', ...LEGACY },
  saveWithdrawalType: { method: 'POST', path: '/api/ops/wallet-rules/types', who: ADMIN, doc: 'A withdrawal type: created, or edited with `id` and the values loaded.', ...LEGACY },
  saveWithdrawalRules: { method: 'POST', path: '/api/ops/wallet-rules/rules', who: ADMIN, doc: 'The cooling-off hours and the daily cap, with the values loaded.', ...LEGACY },
});
