/** The console's calls of "Regras de saque". */
import type { SaveWithdrawalRulesBody, SaveWithdrawalTypeBody } from '../../domain/contract/ops-wallet-rules.ts';
import { callOps } from '../common/api.ts';

export const walletRules = () => callOps('walletRules', {});
export const saveWithdrawalType = (body: SaveWithdrawalTypeBody) => callOps('saveWithdrawalType', body);
export const saveWithdrawalRules = (body: SaveWithdrawalRulesBody) => callOps('saveWithdrawalRules', body);
