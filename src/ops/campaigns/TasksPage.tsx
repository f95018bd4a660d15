/** The console's "Tarefas": every task (table) and one task's form; "Encerrar" closes a task now. */
import type { OpsTask } from '../../domain/contract/ops-campaigns.ts';
import { CAMPAIGN_TEXTS as C, TASK_TEXTS as T } from './campaigns-texts.ts';
import { endTask, opsTasks } from './campaigns-calls.ts';
import { CampaignPage } from './CampaignPage.tsx';
import { TaskForm } from './TaskForm.tsx';

export function TasksPage() {
  return (
    <CampaignPage<OpsTask>
      id="tasks"
      texts={{ title: T.title, hint: T.hint, newRow: T.newTask }}
      load={opsTasks}
      end={endTask}
      columns={[C.title, T.kind, C.points]}
      cells={(task) => (
        <>
          <td>{task.title}{task.auto_event && <div className="ops-muted">{T.events[task.auto_event]}</div>}</td>
          <td>{T.kinds[task.kind]}</td>
          <td>{task.points.toLocaleString('pt-BR')}</td>
        </>
      )}
      form={({ key, row, onSaved, onCancel }) => <TaskForm key={key} task={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
