/** Member calls: the wallet, its password and withdrawals. */
import { walletInfoAnswer, withdrawAnswer, withdrawalAnswer, withdrawalRecordsAnswer } from '../answers/wallet.ts';
import { bindAccountRequest, setWithdrawalPasswordRequest, updateWithdrawalPasswordRequest, withdrawRequest, withdrawalIdRequest, withdrawalRecordsRequest } from '../wallet.ts';
import { NO_INPUT, defineCalls } from '../define-call.ts';

export const WALLET_CALLS = defineCalls({
  walletInfo: {
    method: 'POST', path: '/api/wallet/info', who: 'member', input: NO_INPUT, answer: walletInfoAnswer,
    doc: 'The member\'s wallet: balance, withdrawal types and rules, the bound account, whether a withdrawal password is set.',
  },
  bindAccount: {
    method: 'POST', path: '/api/wallet/bindAccount', who: 'member', input: bindAccountRequest, answer: walletInfoAnswer,
    doc: 'Binds the member\'s Pix account (with the withdrawal password once set).',
  },
  setWithdrawalPassword: {
    method: 'POST', path: '/api/wallet/setWithDrawalpass', who: 'member', input: setWithdrawalPasswordRequest, answer: walletInfoAnswer,
    doc: 'Sets the member\'s withdrawal password the first time.',
  },
  updateWithdrawalPassword: {
    method: 'POST', path: '/api/wallet/updatewithdrawalpass', who: 'member', input: updateWithdrawalPasswordRequest, answer: walletInfoAnswer,
    doc: 'Changes the withdrawal password with the old one or a verification code.',
  },
  withdraw: {
    method: 'POST', path: '/api/wallet/withdraw', who: 'completeMember', input: withdrawRequest, answer: withdrawAnswer,
    doc: 'Asks for a withdrawal: the points are held at once and an operator decides.',
  },
  withdrawalRecords: {
    method: 'POST', path: '/api/wallet/records', who: 'member', input: withdrawalRecordsRequest, answer: withdrawalRecordsAnswer,
    doc: 'The member\'s withdrawals, newest first.',
  },
  withdrawalDetail: {
    method: 'POST', path: '/api/wallet/detail', who: 'member', input: withdrawalIdRequest, answer: withdrawalAnswer,
    doc: 'One of the member\'s withdrawals.',
  },
});
