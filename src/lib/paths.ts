/**
 * Every route of spec §2, written once: the router's table, the screens' links, the server's
 * seeded links (station messages, tasks, shortcuts) and the scenes all take their paths from here.
 * A builder makes the path of a route that takes query parameters, with the values encoded.
 *
 * Every layer may import this file (see docs/architecture.md), so it imports nothing.
 * A `'/pages/...'` literal anywhere else in src/, server/ or scenes/ fails tests/unit/paths.test.ts.
 */

// Tab bar (spec §2).
export const HOME_PATH = '/';
/** The spec's other name of the home tab. */
export const HOME_ALIAS_PATH = '/pages/index/index';
export const RTP_PATH = '/pages/zanzhu/zanzhu';
export const TASK_CENTER_PATH = '/pages/Quest/Quest';
export const CHEST_PATH = '/pages/AnInvitation/AnInvitation';
export const ME_PATH = '/pages/personal/personal';

// Other routes.
export const BANNER_DETAIL_PATH = '/pages/banner/bannerDetail';
export const NEWS_LIST_PATH = '/pages/newscategory/newscategory';
export const NEWS_DETAIL_PATH = '/pages/newscategory/newsDetail';
export const LOGIN_PATH = '/pages/login/login';
/** Perfection: complete the profile. */
export const COMPLETE_PROFILE_PATH = '/pages/Perfection/Perfection';
export const AFFILIATE_PATH = '/pages/affiliate/affiliate';
/** Games programme. */
export const GAMES_PROGRAMME_PATH = '/pages/gameshow/gameshow';
export const ACTIVITIES_PATH = '/pages/activity/activity';
/** Lucky gift box. */
export const GIFT_BOX_PATH = '/pages/dailylottery/dailylottery';
export const SPONSORS_PATH = '/pages/sponsor/sponsor';
export const DRAW_HISTORY_PATH = '/pages/lotteryrecord/lotteryrecord';
export const INVITE_PATH = '/pages/invite/invite';
export const ADDRESSES_PATH = '/pages/address/address';
export const ADD_ADDRESS_PATH = '/pages/addAddress/addAddress';
/** Wheel of fortune. */
export const WHEEL_PATH = '/pages/lottery/lottery';
export const FORGOT_ACCOUNT_PATH = '/pages/forgetaccount/forgetaccount';
/** Password recovery: choose the verification method. */
export const FORGOT_METHOD_PATH = '/pages/forgetcode/forgetcode';
export const FORGOT_PASSWORD_PATH = '/pages/ForgetPassword/ForgetPassword';
export const PARTNERS_PATH = '/pages/partners/partners';
export const DRAW_DETAIL_PATH = '/pages/lotterydetail/lotterydetail';
export const APP_DOWNLOAD_PATH = '/pages/alliancedownload/alliancedownload';
/** Share campaigns. */
export const SHARE_PATH = '/pages/share/share';
/** Sending the address of a posted share. */
export const SHARE_SUBMIT_PATH = '/pages/shareing/shareing';
export const SPONSOR_INFO_PATH = '/pages/sponsorInfo/sponsorInfo';
/** Guest list (Convidados). */
export const GUESTS_PATH = '/pages/Convidados/Convidados';
/** Task submission log. */
export const TASK_RECORDS_PATH = '/pages/TaskRecord/TaskRecord';
/** Task submission details. */
export const TASK_SUBMISSION_PATH = '/pages/SubmitDetails/SubmitDetails';

// pages/personal/…
export const PROTOCOLS_PATH = '/pages/personal/protocol';
export const PROTOCOL_DETAIL_PATH = '/pages/personal/protocolDetails';
export const ABOUT_PATH = '/pages/personal/about';
export const FEEDBACK_PATH = '/pages/personal/feedback';
export const CONTACT_PATH = '/pages/personal/contact';
export const USER_INFO_PATH = '/pages/personal/userinfo';
/** Change the login password. */
export const LOGIN_PASSWORD_PATH = '/pages/personal/setpassword';
export const SET_WITHDRAWAL_PASSWORD_PATH = '/pages/personal/setWithDrawalpass';
export const CHANGE_WITHDRAWAL_PASSWORD_PATH = '/pages/personal/updatewithdrawalpass';
export const WITHDRAWAL_RECORDS_PATH = '/pages/personal/withdrawrecord';
export const WITHDRAWAL_DETAIL_PATH = '/pages/personal/withdrawDetails';
/** Station messages. */
export const MESSAGES_PATH = '/pages/personal/stationMsg';
export const MESSAGE_DETAIL_PATH = '/pages/personal/stationMsgDetails';
export const WALLET_PATH = '/pages/personal/wallet';
/** Points history (prizeRecord). */
export const POINTS_HISTORY_PATH = '/pages/personal/prizeRecord';
/** One points entry (prizeDetail). */
export const POINTS_DETAIL_PATH = '/pages/personal/prizeDetail';
/** Profile photo and nickname. */
export const PROFILE_SETTINGS_PATH = '/pages/personal/setting';

/**
 * The routes a visitor is sent to login from (spec §2). The route table marks them; index.html's
 * starter reads the same list to preload login's files, not the page's, for a visitor opening one.
 */
export const MEMBER_ONLY_PATHS: readonly string[] = [
  COMPLETE_PROFILE_PATH, AFFILIATE_PATH, GIFT_BOX_PATH, DRAW_HISTORY_PATH,
  INVITE_PATH, ADDRESSES_PATH, ADD_ADDRESS_PATH, WHEEL_PATH,
  DRAW_DETAIL_PATH, SHARE_PATH, SHARE_SUBMIT_PATH, GUESTS_PATH,
  TASK_RECORDS_PATH, TASK_SUBMISSION_PATH, FEEDBACK_PATH, USER_INFO_PATH,
  LOGIN_PASSWORD_PATH, SET_WITHDRAWAL_PASSWORD_PATH, CHANGE_WITHDRAWAL_PASSWORD_PATH, WITHDRAWAL_RECORDS_PATH,
  WITHDRAWAL_DETAIL_PATH, MESSAGES_PATH, MESSAGE_DETAIL_PATH, WALLET_PATH,
  POINTS_HISTORY_PATH, POINTS_DETAIL_PATH, PROFILE_SETTINGS_PATH,
];

/** Pages on which the floating promo widgets never appear (spec §2). */
export const NO_WIDGET_PATHS: readonly string[] = [RTP_PATH, SPONSOR_INFO_PATH];

export type QueryValue = string | number | null | undefined;

/** `path?k=v&…` with each value encoded; null and undefined values are left out. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

type Id = string | number;

export const bannerDetail = (id: Id) => withQuery(BANNER_DETAIL_PATH, { id });
export const newsDetail = (id: Id) => withQuery(NEWS_DETAIL_PATH, { id });
export const protocolDetail = (id: Id) => withQuery(PROTOCOL_DETAIL_PATH, { id });
export const messageDetail = (id: Id) => withQuery(MESSAGE_DETAIL_PATH, { id });
export const withdrawalDetail = (id: Id) => withQuery(WITHDRAWAL_DETAIL_PATH, { id });
export const pointsDetail = (id: Id) => withQuery(POINTS_DETAIL_PATH, { id });
export const drawDetail = (id: Id) => withQuery(DRAW_DETAIL_PATH, { id });
export const taskSubmission = (id: Id) => withQuery(TASK_SUBMISSION_PATH, { id });
export const shareSubmit = (campaignId: Id) => withQuery(SHARE_SUBMIT_PATH, { id: campaignId });
export const sponsorInfo = (id: Id, gameId?: Id) => withQuery(SPONSOR_INFO_PATH, { id, game: gameId });

/** Login, coming back to `redirect` (an in-app path with its query) afterwards; `mode: 'register'` opens the form to sign up. */
export const login = (options: { redirect?: string; mode?: 'register' } = {}) =>
  withQuery(LOGIN_PATH, { redirect: options.redirect, mode: options.mode });
/** Complete the profile, then come back to `redirect`. */
export const completeProfile = (redirect?: string) => withQuery(COMPLETE_PROFILE_PATH, { redirect });
/** Add an address, then come back to `redirect`. */
export const addAddress = (redirect?: string) => withQuery(ADD_ADDRESS_PATH, { redirect });
export const forgotMethod = (account: string) => withQuery(FORGOT_METHOD_PATH, { account });
export const forgotPassword = (account: string, method: string) => withQuery(FORGOT_PASSWORD_PATH, { account, method });
