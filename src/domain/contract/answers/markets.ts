/** Answers of the promo market calls and the station messages (src/domain/contract/markets.ts, messages.ts). */
import { z } from 'zod';
import { bool, iso, num, object, page, str, named } from './common.ts';

export const marketPeriod = named('MarketPeriod', object({
  id: num,
  /** The redeem code: only while the period is live (never before it starts). */
  code: str.nullable(),
  /** Server time in seconds. */
  start_time: num,
  end_time: num,
  points: num,
  envelope_cap: num,
}));

export const marketEntry = object({
  id: num,
  title: str,
  logo: str,
  link: str,
  /** The entry has a live period now (server clock). */
  is_active: bool,
  status: num,
  /** The live period, else the next one; null when none is planned. */
  time_period: marketPeriod.nullable(),
});

export const marketAnswer = object({
  market_set: object({ image: str, status: num }),
  markets: z.array(marketEntry),
  /** Server time in seconds: the client counts down on this clock, not the phone's. */
  strcurrentTime: num,
});

export const redeemAnswer = object({ points: num, balance: num });

export const rainClaimsAnswer = object({
  /** Envelopes of this batch credited by this call (0 for a retry of a batch already credited). */
  claimed: num,
  /** Points credited by this call. */
  points: num,
  /** Envelopes this member collected in this rain, and the most allowed. */
  collected: num,
  cap: num,
  balance: num,
});

export const stationMessageAnswer = named('StationMessage', object({
  id: num,
  title: str,
  body: str,
  /** Whether this member has opened it (or marked all as read). */
  read: bool,
  created_at: iso,
}));

export const stationMessagesAnswer = page(stationMessageAnswer);

export const unreadAnswer = object({ unread: num });

export const readAllAnswer = unreadAnswer.extend({ marked: num });
