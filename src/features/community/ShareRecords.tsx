import { useTranslation } from '../../lib/i18n.ts';
import { getShareRecords } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { ShareSubmission } from '../../domain/contract/shares.ts';
import { formatDateTime } from '../../lib/format.ts';
import { RefusalReason, SubmissionOutcome } from './SubmissionOutcome.tsx';
import { SubmissionList } from './SubmissionList.tsx';

const fetchShares = (filter: Parameters<typeof getShareRecords>[0]) => getShareRecords(filter, { loading: false });

/** The member's share submissions, newest first, filtered by status through the route query. */
export function ShareRecords({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <section className="form-stack">
      <h2 className="section-title">{t('shareing.mine')}</h2>
      <SubmissionList<ShareSubmission> fetchPage={fetchShares} version={version} renderItem={(s) => <ShareRow item={s} />}
        empty={<EmptyState icon="share" title={t('shareing.empty')} description={t('shareing.emptyText')} />} />
    </section>
  );
}

function ShareRow({ item }: { item: ShareSubmission }) {
  return (
    <div className="entry" data-testid="share-record">
      {item.image ? <img className="entry__thumb" src={item.image.thumb_url} alt="" /> : null}
      <span className="entry__main">
        <span className="entry__title entry__title--wrap">{item.campaign_title}</span>
        <span className="entry__meta entry__meta--wrap">{item.url}</span>
        <span className="entry__meta">{formatDateTime(item.created_at)}</span>
        <RefusalReason item={item} />
      </span>
      <SubmissionOutcome item={item} />
    </div>
  );
}
