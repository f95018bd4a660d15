/**
 * Every operator call, once (define.ts says what a definition holds). The sections are only
 * files; a name is unique across them (the spread would hide a twin, so a unit test checks).
 */
import type { z } from 'zod';
import { CAMPAIGNS_CALLS } from './campaigns.ts';
import { CONTENT_CALLS } from './content.ts';
import { DASHBOARD_CALLS } from './dashboard.ts';
import { LAUNCH_CALLS } from './launch.ts';
import { MEMBERS_CALLS } from './members.ts';
import { MONEY_CALLS } from './money.ts';
import { OPERATORS_CALLS } from './operators.ts';
import { PROMOS_CALLS } from './promos.ts';
import { REVIEWS_CALLS } from './reviews.ts';
import { RISK_CALLS } from './risk.ts';
import { RTP_CALLS } from './rtp.ts';
import { SESSION_CALLS } from './session.ts';
import { SITE_CALLS } from './site.ts';
import { SITE_SETTINGS_CALLS } from './site-settings.ts';

export const OPS_CALL_SECTIONS = {
  session: SESSION_CALLS,
  launch: LAUNCH_CALLS,
  dashboard: DASHBOARD_CALLS,
  reviews: REVIEWS_CALLS,
  risk: RISK_CALLS,
  members: MEMBERS_CALLS,
  content: CONTENT_CALLS,
  site: SITE_CALLS,
  siteSettings: SITE_SETTINGS_CALLS,
  money: MONEY_CALLS,
  promos: PROMOS_CALLS,
  campaigns: CAMPAIGNS_CALLS,
  rtp: RTP_CALLS,
  operators: OPERATORS_CALLS,
} as const;

export const OPS_CALLS = {
  ...SESSION_CALLS,
  ...LAUNCH_CALLS,
  ...DASHBOARD_CALLS,
  ...REVIEWS_CALLS,
  ...RISK_CALLS,
  ...MEMBERS_CALLS,
  ...CONTENT_CALLS,
  ...SITE_CALLS,
  ...SITE_SETTINGS_CALLS,
  ...MONEY_CALLS,
  ...PROMOS_CALLS,
  ...CAMPAIGNS_CALLS,
  ...RTP_CALLS,
  ...OPERATORS_CALLS,
};

export type OpsName = keyof typeof OPS_CALLS;
type Definition<N extends OpsName> = (typeof OPS_CALLS)[N];

/** What the caller sends: the input schema's input type, or a FormData for an upload. */
export type OpsRequest<N extends OpsName> = Definition<N>['input'] extends z.ZodType ? z.input<Definition<N>['input']> : FormData;
/** What the handler gets, parsed (defaults filled in); an upload's handler reads the request. */
export type OpsInput<N extends OpsName> = Definition<N>['input'] extends z.ZodType ? z.output<Definition<N>['input']> : undefined;
/** The answer's `data`. */
export type OpsResponse<N extends OpsName> = z.output<Definition<N>['answer']>;

export { type CallDefinition, type CallWho, MULTIPART } from '../define-call.ts';
