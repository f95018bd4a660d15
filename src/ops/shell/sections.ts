/**
 * The console's sections, each declared once, in the menu's order: its hash, where the menu lists
 * it and under what label, and the call its page loads first. A section shows in the menu, and its
 * page opens, exactly when that call's `who` (its definition, contract/ops-calls) lets the
 * signed-in role make it; the server checks every call anyway, this only spares a page of 403s.
 * The menu (Menu.tsx) and the router (Console.tsx) read this list; each section's page is in
 * section-pages.tsx, typed by it, so a section without a page does not compile. Plain data (no
 * React), so the journeys can read it too.
 */
import { OPS_CALLS, type OpsName } from '../../domain/contract/ops-calls/index.ts';
import type { OperatorRole } from '../../domain/contract/ops-roles.ts';
import { SHARE_TEXTS, TASK_TEXTS } from '../campaigns/campaigns-texts.ts';
import { CONTENT_TEXTS } from '../content/content-texts.ts';
import { DASHBOARD_TEXTS } from '../dashboard/dashboard-texts.ts';
import { TRACKING_TEXTS } from '../content/content-row-texts.ts';
import { MEMBERS_TEXTS } from '../members/members-texts.ts';
import { OPERATORS_TEXTS } from '../operators/operators-texts.ts';
import { PROMO_TEXTS } from '../promos/promo-texts.ts';
import { REWARDS_TEXTS } from '../rewards/rewards-texts.ts';
import { RISK_TEXTS } from '../risk/risk-texts.ts';
import { RTP_TEXTS } from '../rtp/rtp-texts.ts';
import { SITE_TEXTS } from '../site/site-settings-texts.ts';
import { TEXTS } from '../common/texts.ts';
import { WALLET_RULES_TEXTS } from '../wallet-rules/wallet-rules-texts.ts';

/**
 * The menu's groups: the review queues (an entry per queue, from the queue index), content (an
 * entry per content kind for `content`), the others, and the operator's own account.
 */
export type MenuGroup = 'overview' | 'queues' | 'content' | 'other' | 'account';

interface SectionDeclaration {
  /** `#/<hash>` opens it; `#/<hash>/<arg>` passes an argument (a queue, a content kind, a member). */
  hash: string;
  group: MenuGroup;
  /** The menu's label (the queues' and content kinds' entries are labelled by their own names). */
  label: string;
  /** The call its page loads first: who may make it may open the section. */
  call: OpsName;
  /** A role lands here only when it may make this call too (the dashboard: admins; reviewers still land on the queues). */
  landsWith?: OpsName;
}

export const SECTIONS = [
  { hash: 'dashboard', group: 'overview', label: DASHBOARD_TEXTS.menu, call: 'dashboardWithdrawals', landsWith: 'dashboardEconomy' },
  { hash: 'queue', group: 'queues', label: TEXTS.queuesTitle, call: 'reviewList' },
  { hash: 'content', group: 'content', label: CONTENT_TEXTS.menuTitle, call: 'listContent' },
  { hash: 'site', group: 'content', label: SITE_TEXTS.menu, call: 'siteSettings' },
  { hash: 'tracking', group: 'content', label: TRACKING_TEXTS.menu, call: 'trackingScriptList' },
  { hash: 'rtp', group: 'content', label: RTP_TEXTS.menu, call: 'rtpCsvPreview' },
  { hash: 'risk', group: 'other', label: RISK_TEXTS.menu, call: 'riskHolds' },
  { hash: 'members', group: 'other', label: MEMBERS_TEXTS.menu, call: 'memberSearch' },
  { hash: 'feedback', group: 'other', label: TEXTS.feedback, call: 'feedbackList' },
  { hash: 'rewards', group: 'other', label: REWARDS_TEXTS.menu, call: 'rewardRules' },
  { hash: 'tasks', group: 'other', label: TASK_TEXTS.menu, call: 'opsTasks' },
  { hash: 'shares', group: 'other', label: SHARE_TEXTS.menu, call: 'opsShareCampaigns' },
  { hash: 'wallet-rules', group: 'other', label: WALLET_RULES_TEXTS.menu, call: 'walletRules' },
  { hash: 'promos', group: 'other', label: PROMO_TEXTS.title, call: 'promos' },
  { hash: 'broadcast', group: 'other', label: TEXTS.broadcast, call: 'broadcastMessage' },
  { hash: 'outbox', group: 'other', label: TEXTS.outbox, call: 'outbox' },
  { hash: 'audit', group: 'other', label: TEXTS.audit, call: 'audit' },
  { hash: 'operators', group: 'other', label: OPERATORS_TEXTS.menu, call: 'operatorList' },
  { hash: 'account', group: 'account', label: OPERATORS_TEXTS.accountMenu, call: 'whoAmI' },
] as const satisfies readonly SectionDeclaration[];

export type Section = (typeof SECTIONS)[number]['hash'];

/** The menu's order: the first a role may open is its landing page. */
export const SECTION_ORDER: Section[] = SECTIONS.map((section) => section.hash);

export function mayCall(role: OperatorRole, name: OpsName): boolean {
  const { who } = OPS_CALLS[name];
  if (who === 'anyOperator') return true;
  return Array.isArray(who) && who.includes(role);
}

/** Where a role lands: the first section it may open whose landing call it may make too. */
export function landingSection(role: OperatorRole): Section | undefined {
  return SECTIONS.find((section) => mayCall(role, section.call) && (!('landsWith' in section) || mayCall(role, section.landsWith)))?.hash;
}

const sectionOf = (page: string) => SECTIONS.find((section) => section.hash === page);

/** An unknown page is no section: nothing to refuse, the console shows no page for it. */
export function mayOpen(role: OperatorRole, page: string): boolean {
  const section = sectionOf(page);
  return !section || mayCall(role, section.call);
}
