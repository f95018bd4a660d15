/**
 * Sends the rain's tapped envelopes in batches: what was collected goes once every
 * RAIN_BATCH_EVERY_MS (each member's beat starting at a random point of it), one request at a
 * time, and all that is left once the rain ends; a 503 pauses the batches for its Retry-After. The
 * server credits each key once and caps the member, so a batch sent again is harmless.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { accepted, ApiError, claimEnvelopes, withJitter } from '../../api/index.ts';
import { RAIN_BATCH_EVERY_MS } from '../../domain/constants.ts';
import { SERVER_MESSAGES } from '../../domain/messages.pt.ts';
import { isProfileIncomplete } from '../../lib/perfection.ts';
import { EnvelopeQueue } from './envelope-queue.ts';

export interface EnvelopeTotals {
  /** Envelopes and points the server credited to this rain's batches. */
  count: number;
  points: number;
  /** The server said this member holds this rain's cap of envelopes: more taps credit nothing. */
  full: boolean;
}

/** `onCredited`: a batch was credited (the envelopes and points of that answer). */
export function useEnvelopeBatches(periodId: number, onIncomplete: () => void, onCredited?: (count: number, points: number) => void) {
  const queue = useRef(new EnvelopeQueue());
  const sending = useRef(false);
  const ending = useRef(false);
  /** Refused for an incomplete profile: nothing more is sent. */
  const stopped = useRef(false);
  const incomplete = useRef(onIncomplete);
  incomplete.current = onIncomplete;
  const credited = useRef(onCredited);
  credited.current = onCredited;
  const [totals, setTotals] = useState<EnvelopeTotals>({ count: 0, points: 0, full: false });
  /** Keys not answered yet (the batch in flight included). */
  const [unsettled, setUnsettled] = useState(0);

  /** A busy server (503) asked for a pause: no batch before this time. */
  const pausedUntil = useRef(0);

  const send = useCallback(() => {
    const waiting = queue.current;
    if (sending.current || stopped.current || waiting.size === 0 || Date.now() < pausedUntil.current) return;
    const batch = waiting.next();
    sending.current = true;
    let answered = false;
    accepted(claimEnvelopes({ period_id: periodId, envelope_keys: batch }, { loading: false }), (refusal) => {
      if (refusal.msg === SERVER_MESSAGES.rainCapReached) setTotals((prev) => ({ ...prev, full: true }));
      if (!isProfileIncomplete(refusal) || stopped.current) return;
      // Spec §4/§6: no envelope counts before the profile is complete; stop and send the member there.
      stopped.current = true;
      waiting.clear();
      incomplete.current();
    })
      .then((claimed) => {
        answered = true;
        waiting.answered(batch);
        if (!claimed) return;
        setTotals((prev) => ({ count: prev.count + claimed.claimed, points: prev.points + claimed.points, full: claimed.collected >= claimed.cap }));
        if (claimed.claimed > 0) credited.current?.(claimed.claimed, claimed.points);
      })
      .catch((error: unknown) => {
        waiting.failed(batch);
        // Shedding load: wait what it asked, spread by jitter so the crowd does not come back at once.
        if (error instanceof ApiError && error.status === 503) pausedUntil.current = Date.now() + withJitter(error.retryAfterMs);
      })
      .finally(() => {
        sending.current = false;
        setUnsettled(waiting.size);
        // Once the rain has ended, drain what is left at once; a failed batch waits for the next tick.
        if (ending.current && answered) send();
      });
  }, [periodId]);

  useEffect(() => {
    // Every member's rain starts on the same announcement: each starts its beat at a random point
    // of the period, so the batches of a crowd arrive spread over it, not in one burst.
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      send();
      timer = setInterval(send, RAIN_BATCH_EVERY_MS);
    }, Math.random() * RAIN_BATCH_EVERY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [send]);

  /** A tapped envelope: kept until the next batch. */
  const collect = useCallback((key: string) => {
    if (stopped.current) return;
    queue.current.add(key);
    setUnsettled(queue.current.size);
  }, []);

  /** The rain ended: send the last batch now. */
  const finish = useCallback(() => {
    ending.current = true;
    send();
  }, [send]);

  return { collect, finish, totals, unsettled };
}
