/** The figures `npm run bench:peak` prints: latency summaries, answers by kind, a per-second timeline. */
import { percentile } from '../harness.ts';
import type { Attempt } from './crowd-claims.ts';

export interface Spread { count: number; p50: number; p99: number; max: number }

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const describe = (s: Spread) => `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, máx ${ms(s.max)}`;

/** What an answer was: 'ok' (200), 'recusa' (4xx), '503', '5xx' (others), 'sem resposta' (connection error). */
export function kindOf(attempt: Attempt): string {
  if (attempt.status === 200) return 'ok';
  if (attempt.status === 0) return 'sem resposta';
  if (attempt.status === 503) return '503';
  if (attempt.status >= 500) return '5xx';
  return 'recusa';
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** One line per second since `startAt`, from 2 s before the kill to 12 s after: answers of each kind that came in that second. */
export function timeline(attempts: Attempt[], startAt: number, killAt: number | null): string[] {
  const killSecond = killAt === null ? 0 : Math.floor((killAt - startAt) / 1000);
  const seconds = new Map<number, Attempt[]>();
  for (const attempt of attempts) {
    const second = Math.floor((attempt.at - startAt) / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), attempt]);
  }
  return [...seconds.keys()].sort((a, b) => a - b).filter((second) => second >= killSecond - 2 && second <= killSecond + 12).map((second) => {
    const counts = countBy(seconds.get(second)!, kindOf);
    const kill = killAt !== null && killSecond === second ? '  ← kill -9' : '';
    return `    s${String(second).padStart(2)}: ${Object.entries(counts).map(([kind, n]) => `${kind} ${n}`).join(', ')}${kill}`;
  });
}
