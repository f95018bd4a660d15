/** Numbers and dates as a Brazilian member reads them (pt-BR, São Paulo time). */
import { REWARD_TIME_ZONE } from '../domain/contract/reward-values.ts';

/**
 * Made on first use, not when the module loads: the first DateTimeFormat with a time zone loads
 * ICU's zone data (about 35 ms of main thread on a desktop, 140 ms at a phone's 4× slowdown,
 * `npm run bench:startup`), and the first screen imports this module only for formatPoints.
 */
let integerFormat: Intl.NumberFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const integer = (): Intl.NumberFormat => (integerFormat ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
const dateTime = (): Intl.DateTimeFormat => (dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
  timeZone: REWARD_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
}));

/**
 * 12345 → '12.345', as `Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 })` writes it
 * (half away from zero, '-' before a negative, '-0' included), without it below 10^15: the first
 * NumberFormat loads ICU's locale data, 64–78 ms of the wallet's first render at a phone's 4×
 * slowdown (`npm run bench:startup`), for a rule of three lines.
 */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points) || Math.abs(points) >= 1e15) return integer().format(points);
  const digits = String(Math.round(Math.abs(points))).replace(/\B(?=(\d{3})+$)/g, '.');
  return points < 0 || Object.is(points, -0) ? `-${digits}` : digits;
}

/** A signed amount for a ledger line: '+20', '−1.000' (a real minus sign). */
export function formatSignedPoints(amount: number): string {
  if (amount > 0) return `+${formatPoints(amount)}`;
  if (amount < 0) return `\u2212${formatPoints(-amount)}`;
  return '0';
}

/** ISO time → '22/11/2026 14:05' in São Paulo time; '' for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTime().format(time).replace(',', '');
}
