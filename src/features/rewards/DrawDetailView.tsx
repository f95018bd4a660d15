import { useTranslation } from '../../lib/i18n.ts';
import { getLotteryDetail } from '../../api/index.ts';
import type { DrawDetail } from '../../domain/contract/index.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { addressLine } from './address-text.ts';
import { ClaimPrize } from './ClaimPrize.tsx';
import { FairnessProof } from './FairnessProof.tsx';
import { LoadGate } from '../../components/LoadGate.tsx';
import { useRecord } from '../../lib/use-load.ts';

const fetchDetail = (id: string) => getLotteryDetail(id, { loading: false });

/** One draw (pages/lotterydetail?id=): prize, status, delivery, and the proof the member can check. */
export function DrawDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(id, fetchDetail);
  return (
    <LoadGate state={state} reload={reload} notFound={t('records.notFound')}>
      {(draw: DrawDetail) => (
        <>
          <section className="card detail-head">
            <span className="muted">{draw.game_name}</span>
            <span className="detail-head__amount">{draw.prize.label}</span>
            <span className={`status status--${draw.status}`} data-testid="draw-status">{draw.status_text}</span>
          </section>
          <section className="card">
            <dl className="detail-list">
              <dt>{t('records.time')}</dt><dd>{formatDateTime(draw.created_at)}</dd>
              {draw.points_awarded > 0 ? <><dt>{t('records.points')}</dt><dd>{formatPoints(draw.points_awarded)}</dd></> : null}
              {draw.address ? <><dt>{t('records.address')}</dt><dd>{addressLine(draw.address)}</dd></> : null}
              {draw.claimed_at ? <><dt>{t('records.claimedAt')}</dt><dd>{formatDateTime(draw.claimed_at)}</dd></> : null}
              {draw.decided_at ? <><dt>{t('records.decidedAt')}</dt><dd>{formatDateTime(draw.decided_at)}</dd></> : null}
              {draw.remark ? <><dt>{t('records.remark')}</dt><dd>{draw.remark}</dd></> : null}
            </dl>
          </section>
          {draw.needs_address ? <ClaimPrize drawId={draw.id} onClaimed={reload} /> : null}
          <FairnessProof proof={draw} />
        </>
      )}
    </LoadGate>
  );
}
