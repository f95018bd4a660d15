/** The items of one queue in one status, reloadable after decisions (the console's useOpsLoad). */
import type { QueueItem } from '../../domain/contract/ops.ts';
import { loaded, useOpsLoad } from '../common/use-ops-load.ts';

export function useItems<T extends QueueItem>(load: () => Promise<T[]>) {
  const { state, reload } = useOpsLoad(load);
  return { items: loaded(state) ?? null, error: state.status === 'refused' ? state.msg : null, reload };
}
