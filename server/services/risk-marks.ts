/**
 * What links accounts (docs/risk.md "Linked accounts"): each account's marks, normalised so that
 * what a provider treats as one address or key is one value. Recorded where the member shows them:
 * registration (e-mail, phone, device), sign-in (device) and the wallet's Pix key.
 */
import MailChecker from 'mailchecker';
import { normalisePayoutAccount } from '../../src/domain/payout-account.ts';
import type { Executor } from '../db/client.ts';
import { type Mark, recordMarks } from '../repositories/risk.ts';

/** Providers known to ignore dots in the local part; every provider here ignores a `+tag`. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** `Ana.Souza+premia@GoogleMail.com` → `anasouza@gmail.com`. */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split('+')[0] ?? '';
  const canonical = DOTLESS_DOMAINS[domain];
  if (canonical) local = local.replaceAll('.', '');
  return `${local}@${canonical ?? domain}`;
}

/** A domain of throwaway inboxes (mailchecker's maintained list). */
export function isDisposableEmail(email: string): boolean {
  return email.includes('@') && !MailChecker.isValid(email.trim().toLowerCase());
}

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/** A Pix key's marks: the key itself, and the CPF, phone or e-mail it is (which may be another member's). */
export function payoutMarks(userId: number, account: string): Mark[] {
  const key = normalisePayoutAccount(account);
  if (!key.ok) return [];
  const marks: Mark[] = [{ kind: 'pix', value: key.value, userId }];
  if (key.kind === 'cpf' || key.kind === 'cnpj') marks.push({ kind: 'cpf', value: key.value.replace(/\D/g, ''), userId });
  if (key.kind === 'phone') marks.push({ kind: 'phone', value: key.value, userId });
  if (key.kind === 'email') marks.push({ kind: 'email', value: normaliseEmail(key.value), userId });
  return marks;
}

export function deviceMark(userId: number, visitorId: number | null): Mark[] {
  return visitorId === null ? [] : [{ kind: 'device', value: String(visitorId), userId }];
}

export async function markRegistration(db: Executor, user: { id: number; email: string; phone: string }, visitorId: number | null, now: Date): Promise<void> {
  await recordMarks(db, [
    { kind: 'email', value: normaliseEmail(user.email), userId: user.id },
    { kind: 'phone', value: user.phone.startsWith('+') ? user.phone : `+55${user.phone.replace(/\D/g, '')}`, userId: user.id },
    ...deviceMark(user.id, visitorId),
  ], now);
}

export const markSignIn = (db: Executor, userId: number, visitorId: number | null, now: Date) => recordMarks(db, deviceMark(userId, visitorId), now);

export const markPayoutAccount = (db: Executor, userId: number, account: string, now: Date) => recordMarks(db, payoutMarks(userId, account), now);
