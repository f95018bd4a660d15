/**
 * Every member call, once (../define-call.ts says what a definition holds). The sections are only
 * files; a name is unique across them and across the operator calls (a unit test checks).
 */
import { ACCOUNT_CALLS } from './account.ts';
import { COMMUNITY_CALLS } from './community.ts';
import { CONTENT_CALLS } from './content.ts';
import { DEVICE_CALLS } from './devices.ts';
import { MARKET_CALLS } from './markets.ts';
import { MESSAGE_CALLS } from './messages.ts';
import { REWARD_CALLS } from './rewards.ts';
import { SITE_CALLS } from './site.ts';
import { WALLET_CALLS } from './wallet.ts';

export const MEMBER_CALL_SECTIONS = {
  account: ACCOUNT_CALLS,
  site: SITE_CALLS,
  devices: DEVICE_CALLS,
  rewards: REWARD_CALLS,
  wallet: WALLET_CALLS,
  messages: MESSAGE_CALLS,
  markets: MARKET_CALLS,
  community: COMMUNITY_CALLS,
  content: CONTENT_CALLS,
} as const;

export const MEMBER_CALLS = {
  ...ACCOUNT_CALLS,
  ...SITE_CALLS,
  ...DEVICE_CALLS,
  ...REWARD_CALLS,
  ...WALLET_CALLS,
  ...MESSAGE_CALLS,
  ...MARKET_CALLS,
  ...COMMUNITY_CALLS,
  ...CONTENT_CALLS,
};

export type MemberName = keyof typeof MEMBER_CALLS;
