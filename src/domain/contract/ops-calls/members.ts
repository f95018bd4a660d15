/** Operator calls: the console's "Membros" (search, a member's page and ledger, the actions on a member). */
import {
  memberDetailAnswer, memberIdParams, memberLedgerAnswer, memberLedgerQuery, memberPointsAnswer, memberPointsBody, memberSearchAnswer,
  memberSearchQuery, memberStatusAnswer, memberStatusBody, memberWithdrawalLockAnswer,
} from '../ops-members.ts';
import { ADMIN, ADMIN_REVIEWER, defineCalls } from '../define-call.ts';

export const MEMBERS_CALLS = defineCalls({
  memberSearch: {
    method: 'GET', path: '/api/ops/members', who: ADMIN_REVIEWER, input: memberSearchQuery, answer: memberSearchAnswer,
    doc: 'Members by part of a username or e-mail, or a phone\'s digits; newest first, paged.',
  },
  memberDetail: {
    method: 'GET', path: '/api/ops/members/:id/detail', who: ADMIN_REVIEWER, input: memberIdParams, answer: memberDetailAnswer,
    doc: 'A member\'s page: the summary with profile, draws, withdrawals, invites, sessions and devices.',
  },
  memberLedger: {
    method: 'GET', path: '/api/ops/members/:id/ledger', who: ADMIN_REVIEWER, input: memberLedgerQuery.extend(memberIdParams.shape), answer: memberLedgerAnswer,
    doc: 'The member\'s ledger, newest first, paged.',
  },
  memberStatus: {
    method: 'POST', path: '/api/ops/members/:id/status', who: ADMIN, input: memberStatusBody, answer: memberStatusAnswer,
    doc: 'Disables (every session ends at once: the next call answers 402) or enables the account.',
  },
  memberPoints: {
    method: 'POST', path: '/api/ops/members/:id/points', who: ADMIN, input: memberPointsBody, answer: memberPointsAnswer,
    doc: 'Credits or debits with a reason; `request_id` makes a repeat harmless.',
  },
  memberClearLock: {
    method: 'POST', path: '/api/ops/members/:id/withdrawal-lock/clear', who: ADMIN, input: memberIdParams, answer: memberWithdrawalLockAnswer,
    doc: 'Clears the withdrawal password\'s lock and wrong tries.',
  },
});
