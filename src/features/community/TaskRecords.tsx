import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTaskRecords, unwrap } from '../../api/index.ts';
import { Chips } from '../../components/Chips.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { TaskSubmission, TaskSubmissionStatus } from '../../domain/contract/tasks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { ALL, asSubmissionStatus, STATUS_CLASS, submissionStatusOptions } from './labels.ts';

/** pages/TaskRecord/TaskRecord: the member's submissions, filtered by status through the route query. */
export function TaskRecords() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const status = asSubmissionStatus(query.status);

  const loadPage = useCallback(async (page: number): Promise<ListPage<TaskSubmission>> => {
    return listPageOf(unwrap(await getTaskRecords({ ...(status ? { status } : {}), page }, { loading: false })));
  }, [status]);

  return (
    <>
      <Chips<TaskSubmissionStatus | typeof ALL> label={t('shareing.status')} value={status ?? ALL} options={submissionStatusOptions}
        onChange={(value) => setQuery({ status: value === ALL ? null : value })} />
      <InfiniteList key={status ?? ALL} loadPage={loadPage} keyOf={(s) => s.id} renderItem={(s) => <TaskRow item={s} />}
        empty={<EmptyState icon="tasks" title={t('taskRecord.empty')} description={t('taskRecord.emptyText')} />} />
    </>
  );
}

function TaskRow({ item }: { item: TaskSubmission }) {
  const { t } = useTranslation();
  const thumb = item.images[0]?.thumb_url;
  return (
    <Link className="entry" to={`/pages/SubmitDetails/SubmitDetails?id=${item.id}`} data-testid="task-record">
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
