/**
 * Demo promo markets, with periods relative to the first start so every widget shows something
 * at once: redeem codes counting down (the first code goes live 2 minutes after start), a red
 * envelope rain every 10 minutes from 3 minutes after start, and a sponsor icon live now.
 */
import type { Transaction } from './client.ts';
import { marketPeriods, markets, marketSettings } from './schema.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export async function seedMarkets(tx: Transaction, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await tx.insert(marketSettings).values([
    { type: 1, image: 'iconGift', status: 1 },
    { type: 2, image: 'envelope', status: 1 },
    { type: 3, image: 'iconStar', status: 1 },
  ]);
  const [codes, weekly, rain, sponsor] = await tx
    .insert(markets)
    .values([
      { type: 1, title: 'Código do dia', logo: 'iconGift', link: 'https://www.instagram.com/premia.app', sort: 0 },
      { type: 1, title: 'Código da semana', logo: 'iconGift', link: 'https://t.me/premia_app', sort: 1 },
      { type: 2, title: 'Chuva de envelopes', logo: 'envelope', link: 'https://www.instagram.com/premia.app', sort: 0 },
      { type: 3, title: 'Conheça nosso patrocinador', logo: 'iconStar', link: 'https://www.example.com/patrocinador', sort: 0 },
    ])
    .returning({ id: markets.id });
  const rainPeriods = Array.from({ length: 144 }, (_, i) => ({
    marketId: rain!.id, startsAt: at(3 * MINUTE + i * 10 * MINUTE), endsAt: at(4 * MINUTE + i * 10 * MINUTE), points: 5, envelopeCap: 20,
  }));
  await tx.insert(marketPeriods).values([
    { marketId: codes!.id, code: 'PREMIA50', startsAt: at(2 * MINUTE), endsAt: at(2 * MINUTE + 24 * HOUR), points: 50 },
    { marketId: weekly!.id, code: 'SORTE100', startsAt: at(HOUR), endsAt: at(HOUR + 7 * 24 * HOUR), points: 100 },
    { marketId: sponsor!.id, startsAt: at(-MINUTE), endsAt: at(30 * 24 * HOUR) },
    ...rainPeriods,
  ]);
}
