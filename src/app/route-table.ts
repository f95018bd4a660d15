/**
 * Every route of spec §2, with its exact path and case. `load` names the page module of routes
 * whose content is built; the others show their frame (title and back) until their content is built.
 */
import type { ComponentType } from 'react';
import type { EarlyCall } from '../api/early.ts';
import type { IconName } from '../components/Icon.tsx';
import {
  ABOUT_PATH, ACTIVITIES_PATH, ADDRESSES_PATH, ADD_ADDRESS_PATH, MEMBER_ONLY_PATHS, AFFILIATE_PATH, APP_DOWNLOAD_PATH, BANNER_DETAIL_PATH, CHANGE_WITHDRAWAL_PASSWORD_PATH, CHEST_PATH, COMPLETE_PROFILE_PATH, CONTACT_PATH, DRAW_DETAIL_PATH, DRAW_HISTORY_PATH, FEEDBACK_PATH, FORGOT_ACCOUNT_PATH, FORGOT_METHOD_PATH, FORGOT_PASSWORD_PATH, GAMES_PROGRAMME_PATH, GIFT_BOX_PATH, GUESTS_PATH, HOME_ALIAS_PATH, HOME_PATH, INVITE_PATH, LOGIN_PASSWORD_PATH, LOGIN_PATH, MESSAGES_PATH, MESSAGE_DETAIL_PATH, ME_PATH, NEWS_DETAIL_PATH, NEWS_LIST_PATH, PARTNERS_PATH, POINTS_DETAIL_PATH, POINTS_HISTORY_PATH, PROFILE_SETTINGS_PATH, PROTOCOLS_PATH, PROTOCOL_DETAIL_PATH, RTP_PATH, SET_WITHDRAWAL_PASSWORD_PATH, SHARE_PATH, SHARE_SUBMIT_PATH, SPONSORS_PATH, SPONSOR_INFO_PATH, TASK_CENTER_PATH, TASK_RECORDS_PATH, TASK_SUBMISSION_PATH, USER_INFO_PATH, WALLET_PATH, WHEEL_PATH, WITHDRAWAL_DETAIL_PATH, WITHDRAWAL_RECORDS_PATH,
} from '../lib/paths.ts';

export type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  /** i18n key of the page title (`titles.*`). */
  title: string;
  load?: () => Promise<PageModule>;
  /** The page's first read, asked for beside its module when the app opens on it (api/early.ts). */
  early?: EarlyCall;
  /** Visitors are sent to login first. */
  member?: boolean;
}

export interface TabEntry extends RouteEntry {
  icon: IconName;
  label: string;
  also?: string[];
}

/**
 * A page's module, once i18next's chunk has run in a task of its own. The first screen does not
 * load i18next (shell-strings.ts), so the opened page's chunks would otherwise run it in the same
 * task as their own modules: one task, longer by i18next's start (the profile of a login load
 * at 4× CPU shows no i18next task over 50 ms once it runs on its own).
 */
function afterI18n(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () => import('../lib/i18n.ts').then(() => new Promise((resolve) => { setTimeout(resolve, 0); })).then(load);
}

/** Every page but home (the first screen's, which reads only the shell's strings) loads after i18next. */
function i18nFirst<T extends RouteEntry>(entries: T[]): T[] {
  return entries.map((entry) => (entry.load && entry.path !== HOME_PATH ? { ...entry, load: afterI18n(entry.load) } : entry));
}

/** The Me tab carries the unread station messages badge. */
export const ME_TAB_PATH = ME_PATH;

export const TABS: TabEntry[] = i18nFirst([
  { path: HOME_PATH, also: [HOME_ALIAS_PATH], title: 'titles.home', label: 'tabs.home', icon: 'home', load: () => import('../pages/index/index.tsx') },
  { path: RTP_PATH, title: 'titles.zanzhu', label: 'tabs.rtp', icon: 'chart', load: () => import('../pages/zanzhu/zanzhu.tsx') },
  { path: TASK_CENTER_PATH, title: 'titles.quest', label: 'tabs.quest', icon: 'tasks', load: () => import('../pages/Quest/Quest.tsx') },
  { path: CHEST_PATH, title: 'titles.chest', label: 'tabs.chest', icon: 'chest', load: () => import('../pages/AnInvitation/AnInvitation.tsx') },
  { path: ME_TAB_PATH, title: 'titles.personal', label: 'tabs.me', icon: 'user', load: () => import('../pages/personal/personal.tsx') },
]);

/** A pages/personal/… route; its title key is `titles.personal_<last segment>`. */
const personal = (path: string, load?: RouteEntry['load']): RouteEntry => ({
  path, title: `titles.personal_${path.slice(path.lastIndexOf('/') + 1)}`, ...(load ? { load } : {}),
});

/** Marks the routes of MEMBER_ONLY_PATHS (paths.ts: index.html's starter reads the same list). */
const withMembership = (entries: RouteEntry[]): RouteEntry[] => entries.map((entry) => (MEMBER_ONLY_PATHS.includes(entry.path) ? { ...entry, member: true } : entry));

export const ROUTES: RouteEntry[] = i18nFirst(withMembership([
  { path: BANNER_DETAIL_PATH, title: 'titles.bannerDetail', load: () => import('../pages/banner/bannerDetail.tsx') },
  { path: NEWS_LIST_PATH, title: 'titles.newscategory', load: () => import('../pages/newscategory/newscategory.tsx') },
  { path: NEWS_DETAIL_PATH, title: 'titles.newsDetail', load: () => import('../pages/newscategory/newsDetail.tsx') },
  { path: LOGIN_PATH, title: 'titles.login', load: () => import('../pages/login/login.tsx') },
  { path: COMPLETE_PROFILE_PATH, title: 'titles.perfection', load: () => import('../pages/Perfection/Perfection.tsx') },
  { path: AFFILIATE_PATH, title: 'titles.affiliate', load: () => import('../pages/affiliate/affiliate.tsx') },
  { path: GAMES_PROGRAMME_PATH, title: 'titles.gameshow', load: () => import('../pages/gameshow/gameshow.tsx') },
  { path: ACTIVITIES_PATH, title: 'titles.activity', load: () => import('../pages/activity/activity.tsx') },
  { path: GIFT_BOX_PATH, title: 'titles.dailylottery', load: () => import('../pages/dailylottery/dailylottery.tsx'), early: ['lotteryInfo', { game: 'giftbox' }] },
  { path: SPONSORS_PATH, title: 'titles.sponsor', load: () => import('../pages/sponsor/sponsor.tsx') },
  { path: DRAW_HISTORY_PATH, title: 'titles.lotteryrecord', load: () => import('../pages/lotteryrecord/lotteryrecord.tsx') },
  { path: INVITE_PATH, title: 'titles.invite', load: () => import('../pages/invite/invite.tsx') },
  { path: ADDRESSES_PATH, title: 'titles.address', load: () => import('../pages/address/address.tsx') },
  { path: ADD_ADDRESS_PATH, title: 'titles.addAddress', load: () => import('../pages/addAddress/addAddress.tsx') },
  { path: WHEEL_PATH, title: 'titles.lottery', load: () => import('../pages/lottery/lottery.tsx'), early: ['lotteryInfo', { game: 'wheel' }] },
  personal(PROTOCOLS_PATH, () => import('../pages/personal/protocol.tsx')),
  personal(PROTOCOL_DETAIL_PATH, () => import('../pages/personal/protocolDetails.tsx')),
  personal(ABOUT_PATH, () => import('../pages/personal/about.tsx')),
  personal(FEEDBACK_PATH, () => import('../pages/personal/feedback.tsx')),
  personal(CONTACT_PATH, () => import('../pages/personal/contact.tsx')),
  personal(USER_INFO_PATH, () => import('../pages/personal/userinfo.tsx')),
  personal(LOGIN_PASSWORD_PATH, () => import('../pages/personal/setpassword.tsx')),
  personal(SET_WITHDRAWAL_PASSWORD_PATH, () => import('../pages/personal/setWithDrawalpass.tsx')),
  personal(CHANGE_WITHDRAWAL_PASSWORD_PATH, () => import('../pages/personal/updatewithdrawalpass.tsx')),
  personal(WITHDRAWAL_RECORDS_PATH, () => import('../pages/personal/withdrawrecord.tsx')),
  personal(WITHDRAWAL_DETAIL_PATH, () => import('../pages/personal/withdrawDetails.tsx')),
  personal(MESSAGES_PATH, () => import('../pages/personal/stationMsg.tsx')),
  personal(MESSAGE_DETAIL_PATH, () => import('../pages/personal/stationMsgDetails.tsx')),
  { ...personal(WALLET_PATH, () => import('../pages/personal/wallet.tsx')), early: ['walletInfo', {}] },
  personal(POINTS_HISTORY_PATH, () => import('../pages/personal/prizeRecord.tsx')),
  personal(POINTS_DETAIL_PATH, () => import('../pages/personal/prizeDetail.tsx')),
  personal(PROFILE_SETTINGS_PATH, () => import('../pages/personal/setting.tsx')),
  { path: FORGOT_ACCOUNT_PATH, title: 'titles.forgetaccount', load: () => import('../pages/forgetaccount/forgetaccount.tsx') },
  { path: FORGOT_METHOD_PATH, title: 'titles.forgetcode', load: () => import('../pages/forgetcode/forgetcode.tsx') },
  { path: FORGOT_PASSWORD_PATH, title: 'titles.ForgetPassword', load: () => import('../pages/ForgetPassword/ForgetPassword.tsx') },
  { path: PARTNERS_PATH, title: 'titles.partners', load: () => import('../pages/partners/partners.tsx') },
  { path: DRAW_DETAIL_PATH, title: 'titles.lotterydetail', load: () => import('../pages/lotterydetail/lotterydetail.tsx') },
  { path: APP_DOWNLOAD_PATH, title: 'titles.alliancedownload', load: () => import('../pages/alliancedownload/alliancedownload.tsx') },
  { path: SHARE_PATH, title: 'titles.share', load: () => import('../pages/share/share.tsx') },
  { path: SHARE_SUBMIT_PATH, title: 'titles.shareing', load: () => import('../pages/shareing/shareing.tsx') },
  { path: SPONSOR_INFO_PATH, title: 'titles.sponsorInfo', load: () => import('../pages/sponsorInfo/sponsorInfo.tsx') },
  { path: GUESTS_PATH, title: 'titles.Convidados', load: () => import('../pages/Convidados/Convidados.tsx') },
  { path: TASK_RECORDS_PATH, title: 'titles.TaskRecord', load: () => import('../pages/TaskRecord/TaskRecord.tsx') },
  { path: TASK_SUBMISSION_PATH, title: 'titles.SubmitDetails', load: () => import('../pages/SubmitDetails/SubmitDetails.tsx') },
]));

/** Where a hash address (`#/pages/login/login?mode=register`) leads, as the router matches it: paths ignore case. */
export function routeOfHash(hash: string): RouteEntry | undefined {
  const path = (hash.replace(/^#/, '').split(/[?#]/)[0]?.replace(/(.)\/+$/, '$1') || '/').toLowerCase();
  const matches = (p: string) => p.toLowerCase() === path;
  return TABS.find((tab) => [tab.path, ...(tab.also ?? [])].some(matches)) ?? ROUTES.find((route) => matches(route.path));
}
