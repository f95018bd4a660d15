/** Validation rules of spec §5, one set for client forms and server handlers. */
import { z } from './zod.ts';
import * as C from './constants.ts';
import { RULE_MESSAGES as M } from './messages.pt.ts';
import { normalisePayoutAccount } from './payout-account.ts';

const trimmed = (message: string) => z.string({ error: message }).trim();

export const username = trimmed(M.usernameFormat).regex(new RegExp(`^[A-Za-z0-9]{${C.USERNAME_MIN},${C.USERNAME_MAX}}$`), M.usernameFormat);

/** Letters and digits only, and at least one of each. */
export const password = z
  .string({ error: M.passwordFormat })
  .regex(new RegExp(`^[A-Za-z0-9]{${C.PASSWORD_MIN},${C.PASSWORD_MAX}}$`), M.passwordFormat)
  .regex(/[A-Za-z]/, M.passwordFormat)
  .regex(/[0-9]/, M.passwordFormat);

export const withdrawalPassword = z
  .string({ error: M.withdrawalPasswordFormat })
  .regex(new RegExp(`^\\d{${C.WITHDRAWAL_PASSWORD_LENGTH}}$`), M.withdrawalPasswordFormat);

export const phone = trimmed(M.phoneFormat).regex(new RegExp(`^\\d{${C.PHONE_MIN_DIGITS},${C.PHONE_MAX_DIGITS}}$`), M.phoneFormat);

export const memberAccount = trimmed(M.memberAccountFormat).min(C.MEMBER_ACCOUNT_MIN, M.memberAccountFormat);

const PAYOUT_ACCOUNT_REFUSALS = { cpf: M.pixCpfInvalid, cnpj: M.pixCnpjInvalid, document: M.pixDocumentInvalid, phone: M.pixPhoneInvalid, email: M.pixEmailInvalid } as const;

/** The account paid to (payout-account.ts): a valid Pix key kept in its canonical form, or another platform's account as typed. */
export const payoutAccount = memberAccount.max(C.MEMBER_ACCOUNT_MAX, M.memberAccountFormat).transform((typed, context) => {
  const account = normalisePayoutAccount(typed);
  if (account.ok) return account.value;
  context.addIssue({ code: 'custom', message: PAYOUT_ACCOUNT_REFUSALS[account.reason] });
  return z.NEVER;
});

export const phoneLast4 = trimmed(M.phoneLast4Format).regex(/^\d{4}$/, M.phoneLast4Format);

export const verificationCode = trimmed(M.codeRequired).min(1, M.codeRequired);

export const email = trimmed(M.emailFormat).min(1, M.emailFormat).pipe(z.email(M.emailFormat));

export const termsAccepted = z.literal(true, { error: M.termsRequired });

export const account = trimmed(M.accountRequired).min(1, M.accountRequired).max(64, M.accountRequired);

export const realName = trimmed(M.realNameFormat).regex(/^[\p{L}' .-]{2,50}$/u, M.realNameFormat);

/** 2–20 characters after trimming; no control characters (line breaks, tabs, NUL) that would break a list row. */
export const nickname = trimmed(M.nicknameFormat)
  .regex(/^\P{Cc}*$/u, M.nicknameControl)
  .min(2, M.nicknameFormat)
  .max(20, M.nicknameFormat);

/** Age in whole years on `today` for an ISO date of birth. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) && date.getTime() <= Date.now();
}

export const birthDate = trimmed(M.birthDateFormat)
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.birthDateFormat)
  .refine(isRealDate, M.birthDateFormat)
  .refine((iso) => ageOn(iso, new Date()) >= C.MIN_AGE_YEARS, M.underAge);

/** Adds the 'passwords do not match' issue on confirm_password. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirm_password: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirm_password, {
    message: M.passwordMismatch,
    path: ['confirm_password'],
  });
}

/** The first message of a failed parse, as the server answers it. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.invalidRequest;
}
