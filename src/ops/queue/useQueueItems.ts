/** The items of one queue in one status, reloadable after decisions. */
import { useCallback, useEffect, useState } from 'react';
import type { QueueItem } from '../../domain/contract/ops.ts';

export function useItems<T extends QueueItem>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    setError(null);
    load()
      .then(setItems)
      .catch((failure: Error) => setError(failure.message));
  }, [load]);

  useEffect(reload, [reload]);
  return { items, error, reload };
}
