/** Member calls: account (device tokens, codes, registration, sign-in, the profile). */
import { codeStatusAnswer, deviceTokenAnswer, imageCaptchaAnswer, ipAnswer, nullAnswer, refreshTokenAnswer, searchUserAnswer, sendCodeAnswer, sessionAnswer, userInfoAnswer } from '../answers/auth.ts';
import { changePasswordRequest, codeStatusRequest, completeInfoRequest, deviceTokenRequest, forgetPasswordRequest, loginRequest, registerRequest, searchUserRequest, sendCodeRequest, updateProfileRequest } from '../auth.ts';
import { setAvatarRequest } from '../sponsors.ts';
import { NO_INPUT, defineCalls, perMinute } from '../define-call.ts';

export const ACCOUNT_CALLS = defineCalls({
  deviceToken: {
    // An anonymous write: each device token is a session row.
    method: 'POST', path: '/api/auth/getDeviceIdFromToken', who: 'public', input: deviceTokenRequest, answer: deviceTokenAnswer, limit: perMinute(30),
    doc: 'Finds the visitor named by a server-signed device_key (else creates one with an id the server chooses) and opens a new visitor session: its token, visitor id and device key.',
  },
  imageCaptcha: {
    method: 'POST', path: '/api/auth/imageCaptcha', who: 'public', input: NO_INPUT, answer: imageCaptchaAnswer, limit: perMinute(30),
    doc: 'A slider captcha for login: background and piece images, the piece\'s row; the gap\'s x is never sent.',
  },
  sendCode: {
    // The per-target resend wait (60 s) stops SMS bombing; the limit bounds number pumping from one IP.
    method: 'POST', path: '/api/auth/captcha', who: 'public', input: sendCodeRequest, answer: sendCodeAnswer, limit: perMinute(10),
    doc: 'Sends a verification code by SMS or e-mail through the outbox; a resend within 60 s is refused with the seconds to wait.',
  },
  register: {
    method: 'POST', path: '/api/auth/register', who: 'visitor', input: registerRequest, answer: sessionAnswer, limit: perMinute(10),
    doc: 'Opens a member account with a verified code; answers the member\'s token and info and sets the refresh cookie.',
  },
  login: {
    method: 'POST', path: '/api/auth/login', who: 'visitor', input: loginRequest, answer: sessionAnswer, limit: perMinute(20),
    doc: 'Signs a member in with the slider captcha; answers the token and info and sets the refresh cookie.',
  },
  searchUser: {
    method: 'POST', path: '/api/auth/serchUser', who: 'public', input: searchUserRequest, answer: searchUserAnswer, limit: perMinute(20),
    doc: 'Whether an account exists for a phone or e-mail, and where its recovery code goes (masked).',
  },
  forgetPassword: {
    method: 'POST', path: '/api/auth/forgetPassword', who: 'public', input: forgetPasswordRequest, answer: nullAnswer, limit: perMinute(10),
    doc: 'Sets a new password with a recovery code; every session of the member ends.',
  },
  completeInfo: {
    method: 'POST', path: '/api/auth/actionCompleteInfo', who: 'member', input: completeInfoRequest, answer: userInfoAnswer,
    doc: 'Completes the member\'s profile (name, CPF, birth date, e-mail or phone) so draws, codes, rains and withdrawals open.',
  },
  updateIp: {
    // An anonymous write: each report is a row.
    method: 'POST', path: '/api/auth/updateIpUser', who: 'visitor', input: NO_INPUT, answer: ipAnswer, limit: perMinute(30),
    doc: 'Records the caller\'s address for its member or visitor; answers the address the server sees.',
  },
  userInfo: {
    method: 'POST', path: '/api/auth/getUserInfo', who: 'member', input: NO_INPUT, answer: userInfoAnswer,
    doc: 'The signed-in member\'s info: names, masked contacts, balance, whether the profile is complete.',
  },
  changePassword: {
    method: 'POST', path: '/api/auth/changePassword', who: 'member', input: changePasswordRequest, answer: nullAnswer,
    doc: 'Changes the member\'s password with the old one; every other session ends.',
  },
  updateProfile: {
    method: 'POST', path: '/api/auth/updateProfile', who: 'member', input: updateProfileRequest, answer: userInfoAnswer,
    doc: 'Changes the member\'s nickname.',
  },
  logout: {
    method: 'POST', path: '/api/auth/logout', who: 'public', input: NO_INPUT, answer: nullAnswer,
    doc: 'Ends the caller\'s session (member or visitor) and clears the refresh cookie.',
  },
  refreshToken: {
    // One renewal per member each ACCESS_TOKEN_MINUTES; generous, as a carrier's NAT puts many members on one address.
    method: 'POST', path: '/api/auth/refreshToken', who: 'public', input: NO_INPUT, answer: refreshTokenAnswer, limit: perMinute(120),
    doc: 'Renews a member\'s short-lived token with the httpOnly refresh cookie (not in the spec).',
  },
  codeStatus: {
    // The form polls each second or two while a code is on its way.
    method: 'POST', path: '/api/auth/codeStatus', who: 'public', input: codeStatusRequest, answer: codeStatusAnswer, limit: perMinute(120),
    doc: 'Where a sent code\'s message is (sending, sent, failed, dead), by the delivery id its send answered.',
  },
  setAvatar: {
    method: 'POST', path: '/api/auth/setAvatar', who: 'member', input: setAvatarRequest, answer: userInfoAnswer,
    doc: 'Sets the member\'s photo from one of their uploads.',
  },
});
