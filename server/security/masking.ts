/** What a stranger may see of an account during password recovery, and what the log may show of a number. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const stars = (count: number) => '*'.repeat(Math.max(count, 1));

export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}${stars(username.length - 1)}`;
  return `${username.slice(0, 2)}${stars(username.length - 4)}${username.slice(-2)}`;
}

export function maskPhone(phone: string): string {
  return `${stars(phone.length - 4)}${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return stars(email.length);
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A winner in a public list: 'ma***26' (always three stars, so the length is not told). */
export function maskWinnerName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/**
 * A phone number as the log may show it: country code, area code and first digit, the last four
 * (+55 11 9****-4321): enough to tell two members' messages apart, not enough to call anyone.
 */
export function maskPhoneForLog(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return `${stars(e164.length - 4)}${e164.slice(-4)}`;
  const national = String(number.nationalNumber);
  if (national.length < 8) return `+${number.countryCallingCode} ${stars(national.length - 2)}${national.slice(-2)}`;
  return `+${number.countryCallingCode} ${national.slice(0, 2)} ${national.slice(2, 3)}${stars(national.length - 7)}-${national.slice(-4)}`;
}
