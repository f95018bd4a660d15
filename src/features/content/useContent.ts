import { useCallback, useEffect, useState } from 'react';
import type { ApiEnvelope } from '../../domain/contract/envelope.ts';
import type { ContentOptions } from '../../api/calls/content.ts';

export type ContentState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing'; msg: string } | { status: 'error' };

/** One content answer for a page; `reload` asks the server again (pull-to-refresh, retry). */
export function useContent<T>(load: ((opts: ContentOptions) => Promise<ApiEnvelope<T>>) | null) {
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!load) {
      setState({ status: 'missing', msg: '' });
      return undefined;
    }
    let live = true;
    load({ loading: false, fresh: version > 0 })
      .then((answer) => live && setState(answer.code === 0 ? { status: 'ready', data: answer.data } : { status: 'missing', msg: answer.msg }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
