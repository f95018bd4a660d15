/** The console's calls of "Regras de saque". */
import type { OpsWalletRules, OpsWithdrawalType, SaveWithdrawalRulesBody, SaveWithdrawalTypeBody, WithdrawalRules } from '../domain/contract/ops-wallet-rules.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import { opsCall } from './api.ts';

export const walletRules = () => opsCall<OpsWalletRules>('GET', OPS_API.walletRules.path);
export const saveWithdrawalType = (body: SaveWithdrawalTypeBody) => opsCall<OpsWithdrawalType>('POST', OPS_API.saveWithdrawalType.path, body);
export const saveWithdrawalRules = (body: SaveWithdrawalRulesBody) => opsCall<WithdrawalRules>('POST', OPS_API.saveWithdrawalRules.path, body);
