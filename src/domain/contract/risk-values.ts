/** The risk console's values without zod (the database's enums and the console's choices). */
export const RISK_MARK_KINDS = ['device', 'pix', 'cpf', 'phone', 'email'] as const;
export const RISK_OUTCOMES = ['allow', 'hold', 'block'] as const;
export const RISK_EXPIRY_ACTIONS = ['release', 'refuse'] as const;
export const RISK_HOLD_STATUSES = ['open', 'released', 'refused'] as const;
export const RISK_LISTS = ['allow', 'deny'] as const;
export const RISK_LIST_KINDS = ['device', 'pix', 'cpf', 'email_domain', 'phone_prefix', 'ip_range'] as const;
/** What "marcar como suspeito" raises the score of the member and its linked accounts to, at least. */
export const SUSPICIOUS_SCORE = 60;
export const PENDING_STATUSES = ['pending', 'released', 'reversed'] as const;
/** Site configuration entries of the invite rules (docs/risk.md): hours after the friend's first draw, and the monthly allowance. */
export const INVITE_RELEASE_HOURS_CONFIG = 'invite.release_hours';
export const INVITE_RELEASE_HOURS_DEFAULT = 24;
export const REWARD_ALLOWANCE_CONFIG = 'rewards.monthly_allowance';
/**
 * Points a member may be paid per São Paulo month from invites, shares, tasks, codes and rain
 * envelopes together (0 = no allowance). R$ 300 at the demo's 100 points per real: about twice
 * what a member who does every task, share, code and evening rain of the demo earns in a month
 * (16,140), so no honest member meets it; a farm's accounts each stop there.
 */
export const REWARD_ALLOWANCE_DEFAULT = 30_000;
/** Hours a share's or task's points wait as pending when its member is linked to other accounts (a reviewer may release or reverse them sooner). */
export const LINKED_RELEASE_HOURS_CONFIG = 'rewards.linked_release_hours';
export const LINKED_RELEASE_HOURS_DEFAULT = 72;
