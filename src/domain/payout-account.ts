/**
 * The account a member is paid to: a Pix key in one of its five kinds, or another platform's
 * account. A text that looks like a Pix key must be a valid one (a CPF or CNPJ with its check
 * digits, a phone with its area code, an e-mail, a random key), and is kept in one canonical form,
 * so the same key typed two ways is the same key (digits only, +55…, lower case). Anything else is
 * taken as typed: the withdrawal types include platforms whose accounts are free text.
 */
import { z } from './zod.ts';

export type PayoutAccountKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'random' | 'other';

export type PayoutAccount = { ok: true; kind: PayoutAccountKind; value: string } | { ok: false; reason: 'cpf' | 'cnpj' | 'document' | 'phone' | 'email' };

/** Modulo-11 check digit over `digits` with weights counting down from `firstWeight` (and wrapping at 9 for CNPJ). */
function checkDigit(digits: string, weights: number[]): number {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

/** A Brazilian number as Pix keeps it: +55, a two-digit area code (11–99), 8 digits or a mobile's 9 (starting with 9). */
const BR_PHONE = /^\+55[1-9][1-9](9\d{8}|[2-8]\d{7})$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMATTED_CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const FORMATTED_CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;
/** Only digits and the punctuation documents and phones are written with. */
const NUMBER_LIKE = /^[\d\s.\-/()]+$/;

function ofDigits(typed: string): PayoutAccount | null {
  const digits = typed.replace(/\D/g, '');
  if (FORMATTED_CPF.test(typed)) return isValidCpf(digits) ? { ok: true, kind: 'cpf', value: digits } : { ok: false, reason: 'cpf' };
  if (FORMATTED_CNPJ.test(typed) || digits.length === 14) return isValidCnpj(digits) ? { ok: true, kind: 'cnpj', value: digits } : { ok: false, reason: 'cnpj' };
  if (digits.length === 11) {
    if (isValidCpf(digits)) return { ok: true, kind: 'cpf', value: digits };
    // Eleven digits that are no CPF are a mobile with its area code, or a mistake.
    return BR_PHONE.test(`+55${digits}`) ? { ok: true, kind: 'phone', value: `+55${digits}` } : { ok: false, reason: 'document' };
  }
  // A landline with its area code; other lengths are another platform's account numbers.
  if (digits.length === 10 && BR_PHONE.test(`+55${digits}`)) return { ok: true, kind: 'phone', value: `+55${digits}` };
  return null;
}

export function normalisePayoutAccount(text: string): PayoutAccount {
  const typed = text.trim();
  if (typed.startsWith('+')) {
    const phone = `+${typed.replace(/\D/g, '')}`;
    return BR_PHONE.test(phone) ? { ok: true, kind: 'phone', value: phone } : { ok: false, reason: 'phone' };
  }
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    return z.email().safeParse(email).success ? { ok: true, kind: 'email', value: email } : { ok: false, reason: 'email' };
  }
  if (RANDOM_KEY.test(typed.toLowerCase())) return { ok: true, kind: 'random', value: typed.toLowerCase() };
  if (NUMBER_LIKE.test(typed)) return ofDigits(typed) ?? { ok: true, kind: 'other', value: typed };
  return { ok: true, kind: 'other', value: typed };
}
