import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RULE_MESSAGES as M } from '../../src/domain/messages.pt.ts';
import * as V from '../../src/domain/validation.ts';
import { fieldErrors } from '../../src/domain/field-errors.ts';

function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('spec §5 field rules', () => {
  it.each([
    ['abcde', null],
    ['Maria2024', null],
    ['a'.repeat(18), null],
    ['  maria1  ', null], // trimmed before the check
    ['abcd', M.usernameFormat],
    ['a'.repeat(19), M.usernameFormat],
    ['maria_01', M.usernameFormat],
    ['maria 01', M.usernameFormat],
    ['mariá01', M.usernameFormat],
    [undefined, M.usernameFormat],
  ])('username %j', (value, expected) => expect(messageOf(V.username, value)).toBe(expected));

  it.each([
    ['abcd1234', null],
    ['A1b2C3d4E5f6G7h8I9j0', null],
    ['abc1234', M.passwordFormat], // 7
    ['a1'.repeat(10) + 'x', M.passwordFormat], // 21
    ['abcdefgh', M.passwordFormat], // no digit
    ['12345678', M.passwordFormat], // no letter
    ['abcd 1234', M.passwordFormat],
    ['abcd-1234', M.passwordFormat],
  ])('login password %j', (value, expected) => expect(messageOf(V.password, value)).toBe(expected));

  it.each([
    ['123456', null],
    ['000000', null],
    ['12345', M.withdrawalPasswordFormat],
    ['1234567', M.withdrawalPasswordFormat],
    ['12345a', M.withdrawalPasswordFormat],
    [123456, M.withdrawalPasswordFormat],
  ])('withdrawal password %j', (value, expected) => expect(messageOf(V.withdrawalPassword, value)).toBe(expected));

  it.each([
    ['1234567', null],
    ['12345678901', null],
    ['123456', M.phoneFormat],
    ['123456789012', M.phoneFormat],
    ['+5511987654', M.phoneFormat],
    ['11 98765', M.phoneFormat],
  ])('phone %j', (value, expected) => expect(messageOf(V.phone, value)).toBe(expected));

  it.each([
    ['abcd', null],
    ['pix@banco', null],
    ['abc', M.memberAccountFormat],
    ['   ab   ', M.memberAccountFormat],
  ])('member account %j', (value, expected) => expect(messageOf(V.memberAccount, value)).toBe(expected));

  it.each([
    ['1234', null],
    ['123', M.phoneLast4Format],
    ['12345', M.phoneLast4Format],
    ['12a4', M.phoneLast4Format],
  ])('last 4 phone digits %j', (value, expected) => expect(messageOf(V.phoneLast4, value)).toBe(expected));

  it.each([
    ['123456', null],
    ['', M.codeRequired],
    ['   ', M.codeRequired],
    [undefined, M.codeRequired],
  ])('verification code %j', (value, expected) => expect(messageOf(V.verificationCode, value)).toBe(expected));

  it.each([
    ['maria@example.com', null],
    ['maria@example', M.emailFormat],
    ['maria.example.com', M.emailFormat],
    ['', M.emailFormat],
  ])('e-mail %j', (value, expected) => expect(messageOf(V.email, value)).toBe(expected));

  it('the e-mail and terms messages are the spec words', () => {
    expect(M.emailFormat).toBe('Por favor, insira um endereço de e-mail válido');
    expect(M.termsRequired).toBe('Por favor, selecione os termos e o acordo de assinatura');
    expect(M.passwordMismatch).toBe('As senhas inseridas não coincidem');
  });

  it.each([
    [true, null],
    [false, M.termsRequired],
    [undefined, M.termsRequired],
    ['true', M.termsRequired],
  ])('terms and age acceptance %j', (value, expected) => expect(messageOf(V.termsAccepted, value)).toBe(expected));
});

describe('age of 18 or over', () => {
  const isoYearsAgo = (years: number, dayShift = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };

  it('ageOn counts whole years', () => {
    const today = new Date('2024-06-15T12:00:00Z');
    expect(V.ageOn('2006-06-15', today)).toBe(18);
    expect(V.ageOn('2006-06-16', today)).toBe(17);
    expect(V.ageOn('2006-07-01', today)).toBe(17);
    expect(V.ageOn('2006-05-30', today)).toBe(18);
  });

  it('birth date must be real, past and 18 years ago or earlier', () => {
    expect(messageOf(V.birthDate, isoYearsAgo(30))).toBeNull();
    expect(messageOf(V.birthDate, isoYearsAgo(18, -1))).toBeNull();
    expect(messageOf(V.birthDate, isoYearsAgo(18, 2))).toBe(M.underAge);
    expect(messageOf(V.birthDate, '1990-02-30')).toBe(M.birthDateFormat);
    expect(messageOf(V.birthDate, '02/01/1990')).toBe(M.birthDateFormat);
    expect(messageOf(V.birthDate, isoYearsAgo(-1))).toBe(M.birthDateFormat);
  });
});

describe('helpers', () => {
  it('fieldErrors keeps the first message of each field; firstMessage the first overall', () => {
    const result = V.withdrawalPassword.safeParse('1');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ _: M.withdrawalPasswordFormat });
    expect(V.firstMessage(result.error)).toBe(M.withdrawalPasswordFormat);
  });
});
