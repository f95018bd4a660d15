import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The route's query as plain parameters: how every page receives them (spec §2). */
export function useRouteQuery(): Record<string, string> {
  const [params] = useSearchParams();
  return useMemo(() => Object.fromEntries(params.entries()), [params]);
}
