import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import type { Task } from '../../domain/contract/tasks.ts';
import { formatDateTime } from '../../lib/format.ts';

interface TaskCardProps {
  task: Task;
  /** "Fazer": follow the task's link. */
  onDo: (task: Task) => void;
  /** "Enviar prova" and "Recusada — tentar de novo": open the proof form. */
  onSubmit: (task: Task) => void;
}

const ACTIVE = new Set(['todo', 'submit', 'retry']);

export function TaskCard({ task, onDo, onSubmit }: TaskCardProps) {
  const { t } = useTranslation();
  const progress = Math.min(1, task.done / Math.max(1, task.limit));
  const onClick = () => (task.action === 'todo' ? onDo(task) : onSubmit(task));
  return (
    <article className="card task" data-testid="task" data-action={task.action}>
      <div className="task__head">
        <h3 className="task__title">{task.title}</h3>
        <span className="task__points">{t('quest.points', { points: task.points })}</span>
      </div>
      <p className="task__text">{task.description}</p>
      {task.steps.length > 0 ? (
        <details className="task__steps">
          <summary>{t('quest.steps')}</summary>
          <ol>{task.steps.map((step) => <li key={step}>{step}</li>)}</ol>
        </details>
      ) : null}
      {task.action === 'retry' && task.last_submission?.remark
        ? <p className="task__reason">{t('quest.reason', { remark: task.last_submission.remark })}</p> : null}
      <div className="task__foot">
        <span className="task__progress" aria-label={t('quest.progress', { done: task.done, limit: task.limit })}>
          <span className="task__bar"><span style={{ width: `${Math.round(progress * 100)}%` }} /></span>
          <span className="task__count">{t('quest.progress', { done: task.done, limit: task.limit })}</span>
        </span>
        <Button className={`task__action task__action--${task.action}`} variant={task.action === 'retry' ? 'secondary' : 'primary'}
          disabled={!ACTIVE.has(task.action)} onClick={onClick}>{t(`quest.action.${task.action}`)}</Button>
      </div>
      {task.closes_at ? <p className="task__closes">{t('quest.closes', { when: formatDateTime(task.closes_at) })}</p> : null}
    </article>
  );
}
