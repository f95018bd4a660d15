/** A part of the "Painel" loads its call for the range shown; a new range asks again. */
import { useCallback } from 'react';
import type { DashboardRange } from '../../domain/contract/ops-dashboard.ts';
import { useOpsLoad } from '../common/use-ops-load.ts';

export function useDashLoad<T>(call: (range: DashboardRange) => Promise<T>, range: DashboardRange) {
  const load = useCallback(() => call(range), [call, range]);
  return useOpsLoad(load);
}
