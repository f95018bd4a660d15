import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { Task } from '../../domain/contract/tasks.ts';
import { TASK_KINDS } from '../../domain/contract/task-values.ts';
import { TaskCard } from './TaskCard.tsx';
import { TaskSubmitDialog } from './TaskSubmitDialog.tsx';
import { useTasks } from './useTasks.ts';
import { TASK_RECORDS_PATH } from '../../lib/paths.ts';

/** The Quest tab: tasks grouped Novatos, Diárias, Especiais, each with progress and its button. */
export function TaskCenter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tasks, reload } = useTasks();
  const [proving, setProving] = useState<Task | null>(null);

  if (tasks === null) return <div className="community-loading"><Spinner /></div>;
  if (tasks.length === 0) return <EmptyState icon="tasks" title={t('quest.empty')} description={t('quest.emptyText')} />;

  /** App routes stay in the app; other pages open beside it. */
  const follow = (task: Task) => {
    const link = task.action_link;
    if (!link) return;
    if (link.startsWith('/')) navigate(link);
    else window.open(link, '_blank', 'noopener');
  };

  return (
    <>
      <div className="quest-head">
        <p className="community-intro">{t('quest.intro')}</p>
        <Link className="quest-head__records" to={TASK_RECORDS_PATH}>{t('quest.records')}</Link>
      </div>
      {TASK_KINDS.map((kind) => {
        const group = tasks.filter((task) => task.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind} className="task-group" aria-label={t(`quest.groups.${kind}`)}>
            <h2 className="section-title">{t(`quest.groups.${kind}`)}</h2>
            {group.map((task) => <TaskCard key={task.id} task={task} onDo={follow} onSubmit={setProving} />)}
          </section>
        );
      })}
      {proving ? (
        <TaskSubmitDialog task={proving} onClose={() => setProving(null)} onSent={() => { setProving(null); reload(); }} />
      ) : null}
    </>
  );
}
