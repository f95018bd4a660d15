/** Operator calls: the console's "Tarefas" and "Compartilhamentos" (create, edit, end). */
import {
  campaignIdParams, opsShareCampaignAnswer, opsShareCampaignsAnswer, opsTaskAnswer, opsTasksAnswer, saveShareCampaignBody, saveTaskBody,
} from '../ops-campaigns.ts';
import { ADMIN, defineCalls, NO_INPUT } from '../define-call.ts';

export const CAMPAIGNS_CALLS = defineCalls({
  opsTasks: {
    method: 'GET', path: '/api/ops/tasks', who: ADMIN, input: NO_INPUT, answer: opsTasksAnswer,
    doc: 'Every task (active or not, ended or scheduled) with whether members see it now and its submissions in review.',
  },
  saveTask: {
    method: 'POST', path: '/api/ops/tasks', who: ADMIN, input: saveTaskBody, answer: opsTaskAnswer,
    doc: 'A task: created, or edited with `id` and the values loaded (refused when someone else saved it meanwhile); audited.',
  },
  endTask: {
    method: 'POST', path: '/api/ops/tasks/:id/end', who: ADMIN, input: campaignIdParams, answer: opsTaskAnswer,
    doc: 'Ends a task now (`closes_at` = now): members stop seeing it; its submissions stay in the review queue; audited.',
  },
  opsShareCampaigns: {
    method: 'GET', path: '/api/ops/share-campaigns', who: ADMIN, input: NO_INPUT, answer: opsShareCampaignsAnswer,
    doc: 'Every share campaign (active or not, ended or scheduled) with whether members see it now and its submissions in review.',
  },
  saveShareCampaign: {
    method: 'POST', path: '/api/ops/share-campaigns', who: ADMIN, input: saveShareCampaignBody, answer: opsShareCampaignAnswer,
    doc: 'A share campaign: created, or edited with `id` and the values loaded (refused when someone else saved it meanwhile); audited.',
  },
  endShareCampaign: {
    method: 'POST', path: '/api/ops/share-campaigns/:id/end', who: ADMIN, input: campaignIdParams, answer: opsShareCampaignAnswer,
    doc: 'Ends a share campaign now (`closes_at` = now): members stop seeing it and cannot send to it; its submissions stay decidable; audited.',
  },
});
