import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  completeInfoRequest,
  deviceTokenRequest,
  forgetPasswordRequest,
  loginRequest,
  registerRequest,
  sendCodeRequest,
} from '../../src/domain/contract/index.ts';
import { RULE_MESSAGES as M } from '../../src/domain/messages.pt.ts';
import { fieldErrors } from '../../src/domain/field-errors.ts';

const validRegister = {
  username: 'maria2024',
  password: 'abc12345',
  confirm_password: 'abc12345',
  phone: '11987654',
  email: 'maria@example.com',
  sms_code: '123456',
  agree: true,
};

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
}

describe('registerRequest', () => {
  it('accepts a complete form', () => {
    expect(registerRequest.safeParse(validRegister).success).toBe(true);
    expect(registerRequest.safeParse({ ...validRegister, parent_id: 'p1' }).success).toBe(true);
  });

  it('names the field of each broken rule with its Portuguese message', () => {
    expect(errorsOf(registerRequest, { ...validRegister, username: 'ab' })).toEqual({ username: M.usernameFormat });
    expect(errorsOf(registerRequest, { ...validRegister, password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual({ password: M.passwordFormat });
    expect(errorsOf(registerRequest, { ...validRegister, phone: '123' })).toEqual({ phone: M.phoneFormat });
    expect(errorsOf(registerRequest, { ...validRegister, email: 'x@' })).toEqual({ email: M.emailFormat });
    expect(errorsOf(registerRequest, { ...validRegister, sms_code: '' })).toEqual({ sms_code: M.codeRequired });
    expect(errorsOf(registerRequest, { ...validRegister, agree: false })).toEqual({ agree: M.termsRequired });
  });

  it('rejects mismatched passwords on confirm_password', () => {
    expect(errorsOf(registerRequest, { ...validRegister, confirm_password: 'abc12346' })).toEqual({
      confirm_password: 'As senhas inseridas não coincidem',
    });
  });
});

describe('other account requests', () => {
  it('forgetPassword and changePassword check the confirmation too', () => {
    const forget = { account: 'maria', method: 'sms', code: '123456', password: 'abc12345', confirm_password: 'abc12345' };
    expect(forgetPasswordRequest.safeParse(forget).success).toBe(true);
    expect(errorsOf(forgetPasswordRequest, { ...forget, confirm_password: 'x' })).toEqual({ confirm_password: M.passwordMismatch });
    expect(errorsOf(forgetPasswordRequest, { ...forget, code: ' ' })).toEqual({ code: M.codeRequired });
    const change = { old_password: 'old', password: 'abc12345', confirm_password: 'zzz12345' };
    expect(errorsOf(changePasswordRequest, change)).toEqual({ confirm_password: M.passwordMismatch });
  });

  it('login needs a username, a password and the slider answer', () => {
    const trail = [[0, 0], [300, 10]];
    expect(loginRequest.safeParse({ username: 'maria2024', password: 'x', captcha_id: 'c', captcha_x: 10, captcha_trail: trail }).success).toBe(true);
    expect(errorsOf(loginRequest, { username: 'maria2024', password: 'abc12345' })).toEqual({
      captcha_id: M.captchaRequired,
      captcha_x: M.captchaRequired,
      captcha_trail: M.captchaRequired,
    });
  });

  it('sendCode: a phone for register, an account and method for forget, always with the solved puzzle', () => {
    const puzzle = { captcha_id: 'c1', captcha_x: 120, captcha_trail: [[0, 0], [400, 120]] };
    expect(sendCodeRequest.safeParse({ scene: 'register', phone: '11987654', ...puzzle }).success).toBe(true);
    expect(sendCodeRequest.safeParse({ scene: 'register', phone: '11987654', email: 'm@exemplo.com', ...puzzle }).success).toBe(true);
    expect(errorsOf(sendCodeRequest, { scene: 'register', phone: '12', ...puzzle })).toEqual({ phone: M.phoneFormat });
    expect(sendCodeRequest.safeParse({ scene: 'forget', account: 'maria', method: 'email', ...puzzle }).success).toBe(true);
    expect(errorsOf(sendCodeRequest, { scene: 'forget', account: 'maria', method: 'fax', ...puzzle })).toEqual({ method: M.methodRequired });
    expect(errorsOf(sendCodeRequest, { scene: 'forget', account: 'maria', method: 'sms' })).toMatchObject({ captcha_id: M.captchaRequired });
  });

  it('completeInfo requires 18 or over', () => {
    const year = new Date().getUTCFullYear();
    expect(completeInfoRequest.safeParse({ real_name: 'Maria Silva', birth_date: `${year - 40}-01-01` }).success).toBe(true);
    expect(errorsOf(completeInfoRequest, { real_name: 'Maria Silva', birth_date: `${year - 10}-01-01` })).toEqual({ birth_date: M.underAge });
  });

  it.each([
    ['abcdefgh', true],
    ['Ab-_0123456789', true],
    ['a'.repeat(128), true],
    ['abcdefg', false],
    ['a'.repeat(129), false],
    ['abc def gh', false],
    ['abc+/=defgh', false],
  ])('device id %j valid: %s', (device_id, ok) => {
    expect(deviceTokenRequest.safeParse({ device_id }).success).toBe(ok);
  });
});
