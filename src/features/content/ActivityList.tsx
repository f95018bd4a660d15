import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getActivities } from '../../api/calls/content.ts';
import { unwrap } from '../../api/unwrap.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { Activity } from '../../domain/contract/content.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSiteVersion } from './useSiteChange.ts';

function ActivityCard({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  return (
    <article className="card activity-card" data-testid="activity" data-state={activity.state}>
      {activity.image ? <img className="activity-card__image" src={activity.image} alt="" width={640} height={320} loading="lazy" /> : null}
      <div className="activity-card__head">
        <h2 className="activity-card__title">{activity.title}</h2>
        <span className={`state-badge state-badge--${activity.state}`}>{t(`content.states.${activity.state}`)}</span>
      </div>
      {activity.summary ? <p className="activity-card__summary">{activity.summary}</p> : null}
      <p className="activity-card__dates">{t('content.period', { start: formatDateTime(activity.starts_at), end: formatDateTime(activity.ends_at) })}</p>
      {activity.state === 'ended' ? null : (
        <Link className="btn btn--primary btn--block" to={activity.route}>{t('content.participate')}</Link>
      )}
    </article>
  );
}

/** pages/activity/activity: every campaign with its state, dates and where it leads. */
export function ActivityList() {
  const { t } = useTranslation();
  const version = useSiteVersion();
  const loadPage = useCallback(async (page: number): Promise<ListPage<Activity>> => {
    return listPageOf(unwrap(await getActivities({ page }, { loading: false, fresh: page === 1 })));
  }, []);
  return <InfiniteList key={version} loadPage={loadPage} keyOf={(a) => a.id} renderItem={(a) => <ActivityCard activity={a} />}
    empty={<EmptyState icon="star" title={t('content.noActivities')} />} />;
}
