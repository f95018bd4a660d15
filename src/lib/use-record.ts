import { useEffect, useState } from 'react';
import type { ApiEnvelope } from '../domain/contract/envelope.ts';

export type RecordState<T> = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * One record of a detail page, fetched by the `id` of the route query. A bad or unknown id is
 * 'missing' (the server answered 400 with its message, shown as a toast by the caller).
 */
export function useRecord<T>(id: string | undefined, fetch: (id: string) => Promise<ApiEnvelope<T>>, version = 0): RecordState<T> {
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    if (!id) {
      setState({ status: 'missing' });
      return undefined;
    }
    fetch(id)
      .then((answer) => {
        if (live) setState(answer.code === 0 ? { status: 'ready', data: answer.data } : { status: 'missing' });
      })
      .catch(() => {
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [id, fetch, version]);
  return state;
}
