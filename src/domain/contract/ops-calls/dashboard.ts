/** Operator calls: the "Painel" (ops-dashboard.ts). Reviewers see the withdrawals and the games' risk part. */
import {
  dashboardAcquisitionAnswer, dashboardEconomyAnswer, dashboardGamesAnswer, dashboardMembersAnswer, dashboardMessagesAnswer,
  dashboardPromotionsAnswer, dashboardRange, dashboardWithdrawalsAnswer,
} from '../ops-dashboard.ts';
import { ADMIN, ADMIN_REVIEWER, defineCalls } from '../define-call.ts';

export const DASHBOARD_CALLS = defineCalls({
  dashboardEconomy: {
    method: 'GET', path: '/api/ops/dashboard/economy', who: ADMIN, input: dashboardRange, answer: dashboardEconomyAnswer,
    doc: 'Points credited and debited per São Paulo day and category, the members\' balance and its worth per withdrawal type, withdrawals waiting.',
  },
  dashboardWithdrawals: {
    method: 'GET', path: '/api/ops/dashboard/withdrawals', who: ADMIN_REVIEWER, input: dashboardRange, answer: dashboardWithdrawalsAnswer,
    doc: 'Withdrawals waiting now, and requested and refunded per day.',
  },
  dashboardPromotions: {
    method: 'GET', path: '/api/ops/dashboard/promotions', who: ADMIN, input: dashboardRange, answer: dashboardPromotionsAnswer,
    doc: 'Each rain\'s budget and code batch\'s uses in the range: used, pace, when it runs out, low and ending-soon flags.',
  },
  dashboardGames: {
    method: 'GET', path: '/api/ops/dashboard/games', who: ADMIN_REVIEWER, input: dashboardRange, answer: dashboardGamesAnswer,
    doc: 'Draws and points per day and game; paid against the current table\'s expectation (alarm beyond 3 standard errors); physical prizes won and stock.',
  },
  dashboardAcquisition: {
    method: 'GET', path: '/api/ops/dashboard/acquisition', who: ADMIN, input: dashboardRange, answer: dashboardAcquisitionAnswer,
    doc: 'Members who joined in the range per channel_from and per inviter: how many drew once and asked a withdrawal since; new members per day.',
  },
  dashboardMembers: {
    method: 'GET', path: '/api/ops/dashboard/members', who: ADMIN, input: dashboardRange, answer: dashboardMembersAnswer,
    doc: 'Active members per day, week and month, and the weekly cohort table (registration week × weeks active).',
  },
  dashboardMessages: {
    method: 'GET', path: '/api/ops/dashboard/messages', who: ADMIN, input: dashboardRange, answer: dashboardMessagesAnswer,
    doc: 'SMS and e-mails per channel created in the range: sent, dead, waiting, and the SMS segments sent.',
  },
});
