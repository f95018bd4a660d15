/** Calendar days of the rewards (America/Sao_Paulo): daily chances and the history periods. */
import { REWARD_TIME_ZONE } from '../../src/domain/contract/rewards.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: REWARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: REWARD_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The last day rewardDay formatted and the instants it spans: every draw asks, and Intl's format is dear. */
let lastDay: { day: string; from: number; until: number } | undefined;

/** 'YYYY-MM-DD' of the instant in São Paulo. */
export function rewardDay(at: Date): string {
  const time = at.getTime();
  if (lastDay && time >= lastDay.from && time < lastDay.until) return lastDay.day;
  const day = dayFormat.format(at);
  lastDay = { day, from: startOfRewardDay(day).getTime(), until: startOfRewardDay(addDays(day, 1)).getTime() };
  return day;
}

/** The day `days` after (or before) an ISO day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Milliseconds São Paulo is ahead of UTC at an instant (negative: -3 h today). */
function offsetMs(at: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a São Paulo day starts. */
export function startOfRewardDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const first = utcMidnight - offsetMs(new Date(utcMidnight));
  // Re-read the offset at the candidate, in case it changed that night.
  return new Date(utcMidnight - offsetMs(new Date(first)));
}

const whenFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: REWARD_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** '22/11/2026 14:05' in São Paulo time: how messages name a moment to a member. */
export function formatWhen(at: Date): string {
  return whenFormat.format(at).replace(',', '');
}
