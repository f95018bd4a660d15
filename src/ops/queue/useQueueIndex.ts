/** The queues with their waiting counts, plus new feedback; refreshed after each decision and every minute. */
import { useCallback } from 'react';
import type { QueueSummary } from '../../domain/contract/ops.ts';
import { feedbackItems, queueIndex } from '../common/calls.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';

const REFRESH_MS = 60_000;

export interface QueueIndex {
  queues: QueueSummary[];
  newFeedback: number;
  error: string | null;
  refresh: () => void;
}

async function readIndex() {
  const [queues, feedback] = await Promise.all([queueIndex(), feedbackItems('new')]);
  return { queues, newFeedback: feedback.length };
}

/** `enabled` false (a role without the queues): nothing is asked, the index stays empty. */
export function useQueueIndex(enabled = true): QueueIndex {
  const { state, staleBecause, reload } = useOpsLoad(enabled ? readIndex : null, REFRESH_MS);
  const refresh = useCallback(() => enabled && reload(), [enabled, reload]);
  const index = loaded(state);
  // A failed minute keeps the counts shown; without them yet, the failure is all there is to show.
  const failure = staleBecause ?? (enabled ? state : null);
  return {
    queues: index?.queues ?? [],
    newFeedback: index?.newFeedback ?? 0,
    error: failure?.status === 'refused' ? failure.msg : null,
    refresh,
  };
}
