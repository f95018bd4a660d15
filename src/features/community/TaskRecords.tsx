import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getTaskRecords } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { TaskSubmission } from '../../domain/contract/tasks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { STATUS_CLASS } from './labels.ts';
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
        {item.status === 'rejected' && item.remark ? <span className="entry__reason">{t('shareing.reason', { remark: item.remark })}</span> : null}
      </span>
      <span className="entry__side">
        <span className={`status status--${STATUS_CLASS[item.status]}`}>{t(`submissionStatus.${item.status}`)}</span>
        {item.status === 'approved' ? <span className="entry__amount entry__amount--in">{t('quest.points', { points: item.points })}</span> : null}
      </span>
    </Link>
  );
}
