/** The queues with their waiting counts, plus new feedback; refreshed after each decision and every minute. */
import { useCallback, useEffect, useState } from 'react';
import type { QueueSummary } from '../../domain/contract/ops.ts';
import { feedbackItems, queueIndex } from '../common/calls.ts';

const REFRESH_MS = 60_000;

export interface QueueIndex {
  queues: QueueSummary[];
  newFeedback: number;
  error: string | null;
  refresh: () => void;
}

/** `enabled` false (a role without the queues): nothing is asked, the index stays empty. */
export function useQueueIndex(enabled = true): QueueIndex {
  const [queues, setQueues] = useState<QueueSummary[]>([]);
  const [newFeedback, setNewFeedback] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    if (!enabled) return;
    Promise.all([queueIndex(), feedbackItems('new')])
      .then(([index, feedback]) => {
        setQueues(index);
        setNewFeedback(feedback.length);
        setError(null);
      })
      .catch((failure: Error) => setError(failure.message));
  }, [enabled]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { queues, newFeedback, error, refresh };
}
