/** Answers of the promo market calls and the station messages (src/domain/contract/markets.ts, messages.ts). */
import { z } from 'zod';
import { bool, iso, num, object, page, str, named } from './common.ts';

const marketPeriod = named('MarketPeriod', object({ id: num, code: str.nullable(), start_time: num, end_time: num, points: num, envelope_cap: num }));

export const marketAnswer = object({
  market_set: object({ image: str, status: num }),
  markets: z.array(
    object({ id: num, title: str, logo: str, link: str, is_active: bool, status: num, time_period: marketPeriod.nullable() }),
  ),
  strcurrentTime: num,
});

export const redeemAnswer = object({ points: num, balance: num });

export const rainClaimsAnswer = object({ claimed: num, points: num, collected: num, cap: num, balance: num });

export const stationMessageAnswer = named('StationMessage', object({ id: num, title: str, body: str, read: bool, created_at: iso }));

export const stationMessagesAnswer = page(stationMessageAnswer);

export const unreadAnswer = object({ unread: num });

export const readAllAnswer = unreadAnswer.extend({ marked: num });
