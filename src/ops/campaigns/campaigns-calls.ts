/** The console's calls of "Tarefas" and "Compartilhamentos", one typed function each. */
import type { SaveShareCampaignBody, SaveTaskBody } from '../../domain/contract/ops-campaigns.ts';
import { callOps } from '../common/api.ts';

export const opsTasks = () => callOps('opsTasks', {});
export const saveTask = (body: SaveTaskBody) => callOps('saveTask', body);
export const endTask = (id: number) => callOps('endTask', { id });
export const opsShareCampaigns = () => callOps('opsShareCampaigns', {});
export const saveShareCampaign = (body: SaveShareCampaignBody) => callOps('saveShareCampaign', body);
export const endShareCampaign = (id: number) => callOps('endShareCampaign', { id });
