/**
 * The console's sections and the call each one's page loads: a section shows in the menu, and its
 * page opens, exactly when that call's `who` (its definition, contract/ops-calls) lets the
 * signed-in role make it. The server checks every call anyway; this only spares a page of 403s.
 */
import { OPS_CALLS, type OpsName } from '../domain/contract/ops-calls/index.ts';
import type { OperatorRole } from '../domain/contract/ops-roles.ts';

/** The hash route's page → the call its page loads first. */
export const SECTION_CALLS = {
  queue: 'reviewList',
  content: 'listContent',
  site: 'siteSettings',
  tracking: 'trackingScriptList',
  rtp: 'rtpCsvPreview',
  members: 'memberSearch',
  feedback: 'feedbackList',
  rewards: 'rewardRules',
  'wallet-rules': 'walletRules',
  tasks: 'opsTasks',
  shares: 'opsShareCampaigns',
  promos: 'promos',
  broadcast: 'broadcastMessage',
  outbox: 'outbox',
  audit: 'audit',
  operators: 'operatorList',
  account: 'whoAmI',
} as const satisfies Record<string, OpsName>;

export type Section = keyof typeof SECTION_CALLS;

/** The menu's order: the first a role may open is its landing page. */
export const SECTION_ORDER = Object.keys(SECTION_CALLS) as Section[];

export function mayCall(role: OperatorRole, name: OpsName): boolean {
  const { who } = OPS_CALLS[name];
  if (who === 'anyOperator') return true;
  return Array.isArray(who) && who.includes(role);
}

const isSection = (page: string): page is Section => Object.hasOwn(SECTION_CALLS, page);

/** An unknown page is no section: nothing to refuse, the console shows no page for it. */
export function mayOpen(role: OperatorRole, page: string): boolean {
  return !isSection(page) || mayCall(role, SECTION_CALLS[page]);
}
