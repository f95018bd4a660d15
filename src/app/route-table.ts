/**
 * Every route of spec §2, with its exact path and case. `load` names the page module of routes
 * whose content is built; the others show their frame (title and back) until an issue covers them.
 */
import type { ComponentType } from 'react';
import type { IconName } from '../components/Icon.tsx';

export type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  /** i18n key of the page title (`titles.*`). */
  title: string;
  load?: () => Promise<PageModule>;
  /** Visitors are sent to login first. */
  member?: boolean;
}

export interface TabEntry extends RouteEntry {
  icon: IconName;
  label: string;
  also?: string[];
}

export const LOGIN_PATH = '/pages/login/login';
export const PERFECTION_PATH = '/pages/Perfection/Perfection';
export const HOME_PATH = '/';
/** The Me tab carries the unread station messages badge. */
export const ME_TAB_PATH = '/pages/personal/personal';

export const TABS: TabEntry[] = [
  { path: '/', also: ['/pages/index/index'], title: 'titles.home', label: 'tabs.home', icon: 'home', load: () => import('../pages/index/index.tsx') },
  { path: '/pages/zanzhu/zanzhu', title: 'titles.zanzhu', label: 'tabs.rtp', icon: 'chart', load: () => import('../pages/zanzhu/zanzhu.tsx') },
  { path: '/pages/Quest/Quest', title: 'titles.quest', label: 'tabs.quest', icon: 'tasks', load: () => import('../pages/Quest/Quest.tsx') },
  { path: '/pages/AnInvitation/AnInvitation', title: 'titles.chest', label: 'tabs.chest', icon: 'chest', load: () => import('../pages/AnInvitation/AnInvitation.tsx') },
  { path: ME_TAB_PATH, title: 'titles.personal', label: 'tabs.me', icon: 'user', load: () => import('../pages/personal/personal.tsx') },
];

const personal = (name: string, member = true, load?: RouteEntry['load']): RouteEntry => ({
  path: `/pages/personal/${name}`, title: `titles.personal_${name}`, member, ...(load ? { load } : {}),
});

export const ROUTES: RouteEntry[] = [
  { path: '/pages/banner/bannerDetail', title: 'titles.bannerDetail', load: () => import('../pages/banner/bannerDetail.tsx') },
  { path: '/pages/newscategory/newscategory', title: 'titles.newscategory', load: () => import('../pages/newscategory/newscategory.tsx') },
  { path: '/pages/newscategory/newsDetail', title: 'titles.newsDetail', load: () => import('../pages/newscategory/newsDetail.tsx') },
  { path: LOGIN_PATH, title: 'titles.login', load: () => import('../pages/login/login.tsx') },
  { path: PERFECTION_PATH, title: 'titles.perfection', member: true, load: () => import('../pages/Perfection/Perfection.tsx') },
  { path: '/pages/affiliate/affiliate', title: 'titles.affiliate', member: true, load: () => import('../pages/affiliate/affiliate.tsx') },
  { path: '/pages/gameshow/gameshow', title: 'titles.gameshow', load: () => import('../pages/gameshow/gameshow.tsx') },
  { path: '/pages/activity/activity', title: 'titles.activity', load: () => import('../pages/activity/activity.tsx') },
  { path: '/pages/dailylottery/dailylottery', title: 'titles.dailylottery', member: true, load: () => import('../pages/dailylottery/dailylottery.tsx') },
  { path: '/pages/sponsor/sponsor', title: 'titles.sponsor', load: () => import('../pages/sponsor/sponsor.tsx') },
  { path: '/pages/lotteryrecord/lotteryrecord', title: 'titles.lotteryrecord', member: true, load: () => import('../pages/lotteryrecord/lotteryrecord.tsx') },
  { path: '/pages/invite/invite', title: 'titles.invite', member: true, load: () => import('../pages/invite/invite.tsx') },
  { path: '/pages/address/address', title: 'titles.address', member: true, load: () => import('../pages/address/address.tsx') },
  { path: '/pages/addAddress/addAddress', title: 'titles.addAddress', member: true, load: () => import('../pages/addAddress/addAddress.tsx') },
  { path: '/pages/lottery/lottery', title: 'titles.lottery', member: true, load: () => import('../pages/lottery/lottery.tsx') },
  personal('protocol', false, () => import('../pages/personal/protocol.tsx')),
  personal('protocolDetails', false, () => import('../pages/personal/protocolDetails.tsx')),
  personal('about', false, () => import('../pages/personal/about.tsx')),
  personal('feedback', true, () => import('../pages/personal/feedback.tsx')),
  personal('contact', false, () => import('../pages/personal/contact.tsx')),
  personal('userinfo', true, () => import('../pages/personal/userinfo.tsx')),
  personal('setpassword', true, () => import('../pages/personal/setpassword.tsx')),
  personal('setWithDrawalpass', true, () => import('../pages/personal/setWithDrawalpass.tsx')),
  personal('updatewithdrawalpass', true, () => import('../pages/personal/updatewithdrawalpass.tsx')),
  personal('withdrawrecord', true, () => import('../pages/personal/withdrawrecord.tsx')),
  personal('withdrawDetails', true, () => import('../pages/personal/withdrawDetails.tsx')),
  personal('stationMsg', true, () => import('../pages/personal/stationMsg.tsx')),
  personal('stationMsgDetails', true, () => import('../pages/personal/stationMsgDetails.tsx')),
  personal('wallet', true, () => import('../pages/personal/wallet.tsx')),
  personal('prizeRecord', true, () => import('../pages/personal/prizeRecord.tsx')),
  personal('prizeDetail', true, () => import('../pages/personal/prizeDetail.tsx')),
  personal('setting', true, () => import('../pages/personal/setting.tsx')),
  { path: '/pages/forgetaccount/forgetaccount', title: 'titles.forgetaccount', load: () => import('../pages/forgetaccount/forgetaccount.tsx') },
  { path: '/pages/forgetcode/forgetcode', title: 'titles.forgetcode', load: () => import('../pages/forgetcode/forgetcode.tsx') },
  { path: '/pages/ForgetPassword/ForgetPassword', title: 'titles.ForgetPassword', load: () => import('../pages/ForgetPassword/ForgetPassword.tsx') },
  { path: '/pages/partners/partners', title: 'titles.partners', load: () => import('../pages/partners/partners.tsx') },
  { path: '/pages/lotterydetail/lotterydetail', title: 'titles.lotterydetail', member: true, load: () => import('../pages/lotterydetail/lotterydetail.tsx') },
  { path: '/pages/alliancedownload/alliancedownload', title: 'titles.alliancedownload', load: () => import('../pages/alliancedownload/alliancedownload.tsx') },
  { path: '/pages/share/share', title: 'titles.share', member: true, load: () => import('../pages/share/share.tsx') },
  { path: '/pages/shareing/shareing', title: 'titles.shareing', member: true, load: () => import('../pages/shareing/shareing.tsx') },
  { path: '/pages/sponsorInfo/sponsorInfo', title: 'titles.sponsorInfo', load: () => import('../pages/sponsorInfo/sponsorInfo.tsx') },
  { path: '/pages/Convidados/Convidados', title: 'titles.Convidados', member: true, load: () => import('../pages/Convidados/Convidados.tsx') },
  { path: '/pages/TaskRecord/TaskRecord', title: 'titles.TaskRecord', member: true, load: () => import('../pages/TaskRecord/TaskRecord.tsx') },
  { path: '/pages/SubmitDetails/SubmitDetails', title: 'titles.SubmitDetails', member: true, load: () => import('../pages/SubmitDetails/SubmitDetails.tsx') },
];

/** Pages on which the floating promo widgets never appear (spec §2). */
export const NO_WIDGET_PATHS = ['/pages/zanzhu/zanzhu', '/pages/sponsorInfo/sponsorInfo'];
