/** How often and how long the outbox tries a message before giving up on it. */

/** The wait after the 1st, 2nd, 3rd and 4th failed try; the 5th failure is final. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/**
 * How long a claim holds a message. Longer than any send may take (Twilio gets 15 s, SMTP
 * 30 s), so a live process never loses its row; a process that died frees it after this.
 */
export const LEASE_MS = 60_000;

/** When to try again after `attempts` failed tries, or null when there are no tries left. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return attempts >= MAX_ATTEMPTS || delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}
