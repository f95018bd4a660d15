/** The console's calls of "Risco". */
import type { z } from 'zod';
import type { OpsRequest } from '../../domain/contract/ops-calls/index.ts';
import type { riskRuleAnswer } from '../../domain/contract/ops-risk.ts';
import { callOps } from '../common/api.ts';

export const riskHolds = (minScore = 0, maxScore = 100) => callOps('riskHolds', { status: 'open', min_score: minScore, max_score: maxScore });
export const decideHolds = (body: OpsRequest<'riskDecideHolds'>) => callOps('riskDecideHolds', body);
export const riskMembers = (minScore: number) => callOps('riskMembers', { min_score: minScore });
export const riskMember = (id: string) => callOps('riskMember', { id });
export const flagMember = (id: string) => callOps('riskFlagMember', { id });
export const pendingPoints = () => callOps('riskPendingPoints', {});
export const decidePending = (ids: number[], decision: 'release' | 'reverse') => callOps('riskDecidePending', { ids, decision });
export const riskRules = () => callOps('riskRules', {});
export const saveRule = (body: OpsRequest<'riskSaveRule'>) => callOps('riskSaveRule', body);
export const testRule = (body: OpsRequest<'riskTestRule'>) => callOps('riskTestRule', body);
export const riskLists = () => callOps('riskLists', {});
export const addListEntry = (body: OpsRequest<'riskAddListEntry'>) => callOps('riskAddListEntry', body);
export const removeListEntry = (id: number) => callOps('riskRemoveListEntry', { id });

export type RiskRule = z.output<typeof riskRuleAnswer>;
