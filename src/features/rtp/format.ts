/**
 * How RTP numbers and times read in Portuguese: '96,53 %', '+0,42', '−1,10', '27/11/2026', '14:05'.
 * Written without Intl, as Intl writes them for pt-BR: the page's first NumberFormat or
 * DateTimeFormat loads ICU's locale data, and a formatter made when the module loaded was about
 * 90 ms of the RTP tab's evaluation at a phone's 4× slowdown (`npm run bench:startup`).
 */

import { formatPoints } from '../../lib/format-points.ts';

let intlFallback: Intl.NumberFormat | undefined;

/**
 * 1234.567 → '1.234,57' (two decimals, '-' before a negative), as Intl.NumberFormat('pt-BR') writes
 * it: ICU rounds half away from zero the shortest decimal that reads back as the number
 * (String(1.005) is '1.005', so 1,01), not its binary value (toFixed gives 1.00).
 */
function twoDecimals(value: number): string {
  const text = String(Math.abs(value));
  if (/e/.test(text) || Math.abs(value) >= 1e13) {
    intlFallback ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return intlFallback.format(value);
  }
  const [whole, fraction = ''] = text.split('.');
  const cents = String(Number(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`) + (fraction.charAt(2) >= '5' ? 1 : 0)).padStart(3, '0');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${formatPoints(Number(cents.slice(0, -2)))},${cents.slice(-2)}`;
}

export const formatRtp = (value: number | null) => (value === null ? '—' : `${twoDecimals(value)} %`);

export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change === 0) return twoDecimals(0);
  return `${change > 0 ? '+' : '−'}${twoDecimals(Math.abs(change))}`;
}

export type Trend = 'up' | 'down' | 'flat';
export const trendOf = (change: number | null): Trend => (!change ? 'flat' : change > 0 ? 'up' : 'down');

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The device's local time, '14:05'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The device's local date, '27/11/2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}
