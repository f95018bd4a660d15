import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getPointsDetail } from '../../api/index.ts';
import type { PointsDetail } from '../../domain/contract/index.ts';
import { formatDateTime, formatPoints, formatSignedPoints } from '../../lib/format.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { useRecord } from '../../lib/use-load.ts';
import { drawDetail } from '../../lib/paths.ts';

const fetchDetail = (id: string) => getPointsDetail(id, { loading: false });

/** One line of the points history (pages/personal/prizeDetail?id=). */
export function PointsDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(id, fetchDetail);
  return (
    <LoadGate state={state} reload={reload} notFound={t('history.notFound')}>
      {(entry: PointsDetail) => (
        <>
          <section className="card detail-head">
            <span className="muted">{entry.source_text}</span>
            <span className={`detail-head__amount entry__amount--${entry.amount >= 0 ? 'in' : 'out'}`}>{formatSignedPoints(entry.amount)}</span>
            <span className="status status--success">{entry.status_text}</span>
          </section>
          <section className="card">
            <dl className="detail-list">
              <dt>{t('history.reason')}</dt><dd>{entry.reason}</dd>
              <dt>{t('history.source')}</dt><dd>{entry.source_text}</dd>
              <dt>{t('history.time')}</dt><dd>{formatDateTime(entry.created_at)}</dd>
              <dt>{t('history.balanceAfter')}</dt><dd>{formatPoints(entry.balance_after)}</dd>
              {entry.reference ? <><dt>{t('history.reference')}</dt><dd>{entry.reference}</dd></> : null}
            </dl>
          </section>
          {entry.draw_id ? (
            <Link className="btn btn--secondary btn--block" to={drawDetail(entry.draw_id)}>{t('history.viewDraw')}</Link>
          ) : null}
        </>
      )}
    </LoadGate>
  );
}
