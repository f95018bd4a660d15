/**
 * How often the RTP tab asks for changes. 15 s by default; tests (and a curious operator) may
 * shorten it with the route query `?poll=<ms>` or the local value `premia.rtpPollMs`, never below
 * 1 s so a typo cannot hammer the server.
 */
export const RTP_POLL_DEFAULT_MS = 15_000;
export const RTP_POLL_STORAGE_KEY = 'premia.rtpPollMs';
const RTP_POLL_MIN_MS = 1_000;

export function rtpPollInterval(fromQuery: string | undefined): number {
  const raw = fromQuery ?? readStored();
  const value = Number(raw);
  if (!raw || !Number.isFinite(value)) return RTP_POLL_DEFAULT_MS;
  return Math.max(RTP_POLL_MIN_MS, Math.round(value));
}

function readStored(): string | undefined {
  try {
    return localStorage.getItem(RTP_POLL_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
