/**
 * Who may get a verification code, and how many: the figures against SMS pumping (a fraudster
 * asking codes for premium numbers he is paid for) and the numbers codes may go to. The figures
 * live here; the checks that apply them are in sms-policy-limits.ts.
 */
// The full metadata tells a number's type (mobile, landline, 0800, 0900); the default build cannot.
import { type CountryCode, isSupportedCountry, type NumberType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { SMS_RESEND_SECONDS } from '../../src/domain/constants.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { refused } from './refusal.ts';

export interface SmsPolicy {
  /** Countries (ISO 3166 codes) whose numbers may receive an SMS. */
  countries: CountryCode[];
  /** The country of a number written without its country code (the form's 7–11 digits). */
  defaultCountry: CountryCode;
  /** Seconds before the same target may get another code. */
  resendSeconds: number;
  /** Codes per target (a number or an e-mail) per hour. */
  perTargetHourly: number;
  /** Codes per requesting address per hour (behind a proxy: the address trust proxy gives). */
  perAddressHourly: number;
  /** SMS codes per number prefix (E.164 without its last PREFIX_HIDDEN_DIGITS) per hour. */
  perPrefixHourly: number;
  /** SMS per UTC day, every kind counted; past it codes go by e-mail. null: no budget. */
  dailySmsLimit: number | null;
  /** Share of the daily budget at which the operators get a notice. */
  budgetNoticeShare: number;
}

/** Numbers sharing all but these last digits are one range: pumping walks a range. */
export const PREFIX_HIDDEN_DIGITS = 4;

export const DEFAULT_SMS_POLICY: SmsPolicy = {
  countries: ['BR'],
  defaultCountry: 'BR',
  resendSeconds: SMS_RESEND_SECONDS,
  perTargetHourly: 3,
  perAddressHourly: 10,
  perPrefixHourly: 10,
  dailySmsLimit: null,
  budgetNoticeShare: 0.8,
};

function countriesOf(raw: string | undefined): CountryCode[] {
  const listed = (raw ?? '').split(',').map((code) => code.trim().toUpperCase()).filter(Boolean);
  const unknown = listed.filter((code) => !isSupportedCountry(code));
  if (unknown.length > 0) throw new Error(`SMS_COUNTRIES: país desconhecido ${unknown.join(', ')}`);
  return listed.length > 0 ? (listed as CountryCode[]) : DEFAULT_SMS_POLICY.countries;
}

function positiveOrNull(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} deve ser um inteiro ≥ 0`);
  return value;
}

/**
 * The policy a server process runs with: SMS_COUNTRIES (default BR) and SMS_DAILY_LIMIT (unset:
 * no budget). RATE_LIMIT_FACTOR scales the per-address figure like every other per-address limit
 * (load tests and the browser journeys send everything from one address).
 */
export function smsPolicyFromEnv(env: NodeJS.ProcessEnv): SmsPolicy {
  const factor = Math.max(1, Math.floor(Number(env.RATE_LIMIT_FACTOR ?? 1)) || 1);
  return {
    ...DEFAULT_SMS_POLICY,
    countries: countriesOf(env.SMS_COUNTRIES),
    dailySmsLimit: positiveOrNull(env.SMS_DAILY_LIMIT, 'SMS_DAILY_LIMIT'),
    perAddressHourly: DEFAULT_SMS_POLICY.perAddressHourly * factor,
  };
}

/**
 * A member's phone as an SMS may be sent to it: E.164 (`+5511987654321`). Stored members keep the
 * digits they typed; the code's target and its check both go through here, so they always agree.
 */
export function smsNumber(policy: SmsPolicy, phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), policy.defaultCountry);
  if (!parsed?.isValid()) throw refused(SERVER_MESSAGES.phoneInvalid);
  if (!parsed.country || !policy.countries.includes(parsed.country)) throw refused(SERVER_MESSAGES.phoneCountryRefused);
  if (!SMS_NUMBER_TYPES.has(parsed.getType())) throw refused(SERVER_MESSAGES.phoneNotMobile);
  return parsed.number;
}

/**
 * Only a phone a member carries gets a code: premium-rate (0900), toll-free (0800), shared-cost
 * (3003/4004), landline and VoIP numbers are what SMS pumping bills through. Where a country's
 * plan cannot tell mobile from landline, the number is given the benefit of the doubt.
 */
const SMS_NUMBER_TYPES = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The range a number belongs to, for the per-prefix limit. */
export const numberPrefix = (e164: string) => e164.slice(0, -PREFIX_HIDDEN_DIGITS);
