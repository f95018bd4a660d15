/** The console's "Tarefas": every task (table) and one task's form; "Encerrar" closes a task now. */
import { useState } from 'react';
import type { OpsTask } from '../domain/contract/ops-campaigns.ts';
import { CAMPAIGN_TEXTS as C, TASK_TEXTS as T } from './campaigns-texts.ts';
import { endTask, opsTasks } from './campaigns-calls.ts';
import { EndButton, periodOf, stateOf, useCampaignRows } from './CampaignParts.tsx';
import { TaskForm } from './TaskForm.tsx';
import { TEXTS } from './texts.ts';

/** Which form is open: none, a new task, or one task's edit. */
type Editing = null | 'new' | OpsTask;

function TasksTable({ rows, onEdit, onEnded }: { rows: OpsTask[]; onEdit: (task: OpsTask) => void; onEnded: (task: OpsTask) => void }) {
  if (rows.length === 0) return <p className="ops-empty">{C.empty}</p>;
  return (
    <table className="ops-table" aria-label={T.title}>
      <thead>
        <tr><th>{C.title}</th><th>{T.kind}</th><th>{C.points}</th><th>{C.period}</th><th>{C.state}</th><th>{C.inReview}</th><th /></tr>
      </thead>
      <tbody>
        {rows.map((task) => (
          <tr key={task.id}>
            <td>{task.title}{task.auto_event && <div className="ops-muted">{T.events[task.auto_event]}</div>}</td>
            <td>{T.kinds[task.kind]}</td>
            <td>{task.points.toLocaleString('pt-BR')}</td>
            <td>{periodOf(task)}</td>
            <td>{stateOf(task)}</td>
            <td>{task.in_review}</td>
            <td className="ops-row-actions">
              <button type="button" className="ops-button" onClick={() => onEdit(task)}>{C.edit}</button>
              <EndButton row={task} end={endTask} onEnded={onEnded} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TasksPage() {
  const { rows, error, reload, replace, loadCount } = useCampaignRows(opsTasks);
  const [editing, setEditing] = useState<Editing>(null);
  const ended = (task: OpsTask) => {
    replace(task);
    // A form still open on the task would send stale values: it reopens from the task as stored.
    setEditing((open) => (open !== null && open !== 'new' && open.id === task.id ? task : open));
  };

  return (
    <section className="ops-page" aria-labelledby="tasks-title">
      <header className="ops-page-header">
        <h1 id="tasks-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={() => { setEditing(null); reload(); }}>{C.reload}</button>
      </header>
      <p className="ops-hint">{T.hint}</p>
      {error && <p className="ops-error" role="alert">{error}</p>}
      {!rows && !error && <p className="ops-muted">{TEXTS.loading}</p>}
      {rows && (
        <>
          <TasksTable rows={rows} onEdit={setEditing} onEnded={ended} />
          <button type="button" className="ops-button" onClick={() => setEditing('new')}>{T.newTask}</button>
          {editing && (
            <TaskForm key={`${editing === 'new' ? 'new' : `${editing.id}-${editing.closes_at ?? ''}`}-${loadCount}`}
              task={editing === 'new' ? null : editing} onSaved={replace} onCancel={() => setEditing(null)} />
          )}
        </>
      )}
    </section>
  );
}
