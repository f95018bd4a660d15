/** Numbers and dates as a Brazilian member reads them (pt-BR, São Paulo time). */
import { REWARD_TIME_ZONE } from '../domain/contract/reward-values.ts';

export { formatPoints, formatSignedPoints } from './format-points.ts';

/**
 * Made on first use, not when the module loads: the first DateTimeFormat with a time zone loads
 * ICU's zone data (about 35 ms of main thread on a desktop, 140 ms at a phone's 4× slowdown,
 * `npm run bench:startup`), and most pages that import this module write no date at start.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTime = (): Intl.DateTimeFormat => (dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
  timeZone: REWARD_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
}));

/** ISO time → '22/11/2026 14:05' in São Paulo time; '' for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTime().format(time).replace(',', '');
}
