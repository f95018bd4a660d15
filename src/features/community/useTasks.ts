import { useCallback, useEffect, useState } from 'react';
import { getTasks } from '../../api/index.ts';
import type { Task } from '../../domain/contract/tasks.ts';

/** The open tasks with the member's progress; `null` while loading. `reload` after a submission. */
export function useTasks() {
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const reload = useCallback(async () => {
    const answer = await getTasks({ loading: false });
    setTasks(answer.code === 0 ? answer.data : []);
  }, []);
  useEffect(() => { void reload(); }, [reload]);
  return { tasks, reload };
}
