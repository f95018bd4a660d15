/**
 * Demo promo markets that never lapse: recurring periods in the site's time zone, so every widget
 * shows something at any hour. The code of the day is live every day 00:00–23:59, the code of the
 * week on Saturdays and Sundays (a countdown on weekdays); a rain of envelopes falls five minutes
 * every hour (24 daily windows HH:00–HH:05, 5,000 points each), the evening rain 20:00–22:00 with a
 * 20,000-point budget, and one falls now for the demo's first ten minutes; the sponsor icon is always on.
 */
import { daysToBits, EVERY_DAY, MINUTES_PER_DAY } from '../../src/domain/promo-schedule.ts';
import type { Transaction } from './client.ts';
import { marketPeriods, markets, marketSettings } from './schema.ts';

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const HOURLY_RAIN = { points: 5, envelopeCap: 20, pointsBudget: 5_000 };

export async function seedMarkets(tx: Transaction, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const always = { startsAt: at(-MINUTE), endsAt: at(10 * YEAR) };
  // The three types are structure (migration 0023), hidden until configured: the demo shows them.
  await tx.update(marketSettings).set({ status: 1 });
  const [codes, weekly, rain, sponsor] = await tx
    .insert(markets)
    .values([
      { type: 1, title: 'Código do dia', logo: 'iconGift', link: 'https://www.instagram.com/premia.app', sort: 0 },
      { type: 1, title: 'Código da semana', logo: 'iconGift', link: 'https://t.me/premia_app', sort: 1 },
      { type: 2, title: 'Chuva de envelopes', logo: 'envelope', link: 'https://www.instagram.com/premia.app', sort: 0 },
      { type: 3, title: 'Conheça nosso patrocinador', logo: 'iconStar', link: 'https://www.example.com/patrocinador', sort: 0 },
    ])
    .returning({ id: markets.id });
  const hourlyRains = Array.from({ length: 24 }, (_, hour) => ({
    marketId: rain!.id, ...always, repeatDays: EVERY_DAY, dailyFrom: hour * 60, dailyTo: hour * 60 + 5, ...HOURLY_RAIN,
  }));
  await tx.insert(marketPeriods).values([
    { marketId: codes!.id, code: 'PREMIA50', ...always, repeatDays: EVERY_DAY, dailyFrom: 0, dailyTo: MINUTES_PER_DAY - 1, points: 50 },
    { marketId: weekly!.id, code: 'SORTE100', ...always, repeatDays: daysToBits([0, 6]), dailyFrom: 0, dailyTo: MINUTES_PER_DAY - 1, points: 100 },
    { marketId: sponsor!.id, ...always },
    { marketId: rain!.id, ...always, repeatDays: EVERY_DAY, dailyFrom: 20 * 60, dailyTo: 22 * 60, points: 10, envelopeCap: 30, pointsBudget: 20_000 },
    { marketId: rain!.id, startsAt: at(-MINUTE), endsAt: at(10 * MINUTE), ...HOURLY_RAIN },
    ...hourlyRains,
  ]);
}
