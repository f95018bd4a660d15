/**
 * When to reconnect the notifyws socket (spec: "reconnects 3 s after closing"). The first try
 * after a close waits exactly 3 s; while the server stays down each wait doubles, up to 30 s,
 * with ±20 % jitter so a restarted server is not hit by every tab in the same second. A
 * successful open resets the count. `random` is passed in (Math.random in the app).
 */
import { WEBSOCKET_RECONNECT_MS } from '../../domain/constants.ts';

export const RECONNECT_MAX_MS = 30_000;
const JITTER = 0.2;

/** `failures`: closes in a row without a successful open in between (1 = the first close). */
export function reconnectDelay(failures: number, random: () => number): number {
  if (failures <= 1) return WEBSOCKET_RECONNECT_MS;
  const base = Math.min(RECONNECT_MAX_MS, WEBSOCKET_RECONNECT_MS * 2 ** (failures - 1));
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(WEBSOCKET_RECONNECT_MS, jittered)));
}
