import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The route's query as plain parameters: how every page receives them (spec §2). */
export function useRouteQuery(): Record<string, string> {
  const [params] = useSearchParams();
  return useMemo(() => Object.fromEntries(params.entries()), [params]);
}

/**
 * Writes filter values into the route's query (replacing the history entry), so going back from
 * a detail page finds the list as the member left it. Empty values are removed.
 */
export function useSetRouteQuery(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback((changes) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, { replace: true });
  }, [setParams]);
}
