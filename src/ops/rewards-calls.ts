/** The console's calls of "Regras de prêmios". */
import type { OpsRewardGame, SaveRewardRulesBody } from '../domain/contract/ops-rewards.ts';
import { OPS_API } from '../domain/contract/paths.ts';
import { opsCall } from './api.ts';

export const rewardRules = () => opsCall<OpsRewardGame[]>('GET', OPS_API.rewardRules.path);
export const saveRewardRules = (body: SaveRewardRulesBody) => opsCall<OpsRewardGame>('POST', OPS_API.saveRewardRules.path, body);
