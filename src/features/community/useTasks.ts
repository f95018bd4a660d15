import { getTasks } from '../../api/index.ts';
import { useLoad } from '../../lib/use-load.ts';

const loadTasks = () => getTasks({ loading: false });

/** The open tasks with the member's progress; `null` while loading. `reload` after a submission. */
export function useTasks() {
  const { state, reload } = useLoad(loadTasks);
  const tasks = state.status === 'loading' ? null : state.status === 'ready' ? state.data : [];
  return { tasks, reload };
}
