/**
 * When to reconnect the notifyws socket (spec: "reconnects 3 s after closing"). The spec's 3 s is
 * the least wait: the first try after a close comes 3 s plus up to FIRST_SPREAD_MS later, because
 * when a server process dies every socket it held closes in the same instant, and 10,000 of them
 * coming back in the same second took the surviving process's CPU for ~10 s (bench:peak,
 * docs/scaling.md). While the server stays down each wait doubles, up to 30 s, with ±20 % jitter.
 * A successful open resets the count. `random` is passed in (Math.random in the app).
 */
import { WEBSOCKET_RECONNECT_MS } from '../../domain/constants.ts';

export const RECONNECT_MAX_MS = 30_000;
/** The first reconnects of a crowd spread over this window after the spec's 3 s. */
export const FIRST_SPREAD_MS = 2_000;
const JITTER = 0.2;

/** `failures`: closes in a row without a successful open in between (1 = the first close). */
export function reconnectDelay(failures: number, random: () => number): number {
  if (failures <= 1) return Math.round(WEBSOCKET_RECONNECT_MS + FIRST_SPREAD_MS * random());
  const base = Math.min(RECONNECT_MAX_MS, WEBSOCKET_RECONNECT_MS * 2 ** (failures - 1));
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(WEBSOCKET_RECONNECT_MS, jittered)));
}
