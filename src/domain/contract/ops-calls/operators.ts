/**
 * Operator calls: the console's "Operadores" (an admin manages the accounts; every edit sends the
 * version it loaded) and "Minha conta" (each operator turns their own authenticator on or off).
 */
import {
  addOperatorBody, operatorAnswer, operatorListAnswer, operatorMeAnswer, operatorPasswordBody, operatorRoleBody,
  operatorStatusBody, operatorVersionBody, totpCodeBody, totpStartAnswer,
} from '../ops-operators.ts';
import { ADMIN, defineCalls, NO_INPUT } from '../define-call.ts';

export const OPERATORS_CALLS = defineCalls({
  operatorList: {
    method: 'GET', path: '/api/ops/operators', who: ADMIN, input: NO_INPUT, answer: operatorListAnswer,
    doc: 'Every operator account: role, disabled, authenticator on, last sign-in and the version an edit sends back.',
  },
  createOperator: {
    method: 'POST', path: '/api/ops/operators/create', who: ADMIN, input: addOperatorBody, answer: operatorAnswer,
    doc: 'A new operator account with a password (10 characters or more) and a role.',
  },
  operatorRole: {
    method: 'POST', path: '/api/ops/operators/:id/role', who: ADMIN, input: operatorRoleBody, answer: operatorAnswer,
    doc: 'Changes an operator\'s role (never one\'s own away from admin); takes effect on their next call.',
  },
  operatorStatus: {
    method: 'POST', path: '/api/ops/operators/:id/status', who: ADMIN, input: operatorStatusBody, answer: operatorAnswer,
    doc: 'Disables (their sessions end at once; never one\'s own account) or enables an operator.',
  },
  operatorPassword: {
    method: 'POST', path: '/api/ops/operators/:id/password', who: ADMIN, input: operatorPasswordBody, answer: operatorAnswer,
    doc: 'Sets a new password for an operator; their sessions end and the lock of wrong tries clears.',
  },
  operatorTotpRemove: {
    method: 'POST', path: '/api/ops/operators/:id/totp/remove', who: ADMIN, input: operatorVersionBody, answer: operatorAnswer,
    doc: 'Removes an operator\'s authenticator (a lost phone); they sign in with the password alone.',
  },
  totpStart: {
    method: 'POST', path: '/api/ops/account/totp/start', who: 'anyOperator', input: NO_INPUT, answer: totpStartAnswer,
    doc: 'A new authenticator secret for the signed-in operator, kept pending: its otpauth:// address and QR.',
  },
  totpConfirm: {
    method: 'POST', path: '/api/ops/account/totp/confirm', who: 'anyOperator', input: totpCodeBody, answer: operatorMeAnswer,
    doc: 'Turns the pending authenticator on with a code it shows; sign-in asks for a code from then on.',
  },
  totpDisable: {
    method: 'POST', path: '/api/ops/account/totp/disable', who: 'anyOperator', input: totpCodeBody, answer: operatorMeAnswer,
    doc: 'Turns the signed-in operator\'s own authenticator off, with a current code.',
  },
});

/**
 * What an admin without an authenticator may still call in production: everything else answers
 * 403 until they turn one on (server/http/ops-guard.ts; the console opens "Minha conta").
 */
export const BEFORE_TOTP_CALLS: ReadonlySet<string> = new Set(['whoAmI', 'signOut', 'totpStart', 'totpConfirm']);

/**
 * What the shared secret (OPS_SECRET) may still do in production, where it must be no way around
 * the roles: make an operator (the first admin, or a new one when no admin can sign in; an admin
 * still turns on an authenticator before anything else) and, for an admin whose authenticator is
 * lost, list the accounts and remove it. Everything else needs an operator's own account.
 */
export const SECRET_CALLS_IN_PRODUCTION: ReadonlySet<string> = new Set(['addOperator', 'operatorList', 'operatorTotpRemove']);
