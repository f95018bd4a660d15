/** The console's calls of "Regras de prêmios". */
import type { SaveRewardRulesBody } from '../../domain/contract/ops-rewards.ts';
import { callOps } from '../common/api.ts';

export const rewardRules = () => callOps('rewardRules', {});
export const saveRewardRules = (body: SaveRewardRulesBody) => callOps('saveRewardRules', body);
