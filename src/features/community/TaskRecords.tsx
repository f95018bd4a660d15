import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getTaskRecords } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { TaskSubmission } from '../../domain/contract/tasks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { RefusalReason, SubmissionOutcome } from './SubmissionOutcome.tsx';
import { SubmissionList } from './SubmissionList.tsx';
import { taskSubmission } from '../../lib/paths.ts';

const fetchTasks = (filter: Parameters<typeof getTaskRecords>[0]) => getTaskRecords(filter, { loading: false });

/** pages/TaskRecord/TaskRecord: the member's submissions, filtered by status through the route query. */
export function TaskRecords() {
  const { t } = useTranslation();
  return (
    <SubmissionList<TaskSubmission> fetchPage={fetchTasks} renderItem={(s) => <TaskRow item={s} />}
      empty={<EmptyState icon="tasks" title={t('taskRecord.empty')} description={t('taskRecord.emptyText')} />} />
  );
}

function TaskRow({ item }: { item: TaskSubmission }) {
  const { t } = useTranslation();
  const thumb = item.images[0]?.thumb_url;
  return (
    <Link className="entry" to={taskSubmission(item.id)} data-testid="task-record">
      {thumb ? <img className="entry__thumb" src={thumb} alt="" /> : null}
      <span className="entry__main">
        <span className="entry__title entry__title--wrap">{item.task_title}</span>
        <span className="entry__meta">{item.automatic ? t('taskRecord.automatic') : formatDateTime(item.created_at)}</span>
        <RefusalReason item={item} />
      </span>
      <SubmissionOutcome item={item} />
    </Link>
  );
}
