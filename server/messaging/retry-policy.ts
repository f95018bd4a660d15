/** How often and how long the outbox tries a message before giving up on it. */

/**
 * The wait after each failed try; the failure after the last wait is final. What we send are
 * codes that live 10 minutes (SMS_CODE_TTL_SECONDS), so the tries fit in about that long: the
 * last comes 11 min after the first, when a new code is the member's better way. Eight tries,
 * not five: against a provider failing 30 % of requests at random, five lose 0.3⁵ ≈ 1 message in
 * 400, eight 0.3⁸ ≈ 1 in 15,000.
 */
export const RETRY_DELAYS_SECONDS = [10, 20, 40, 60, 120, 180, 240] as const;
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
