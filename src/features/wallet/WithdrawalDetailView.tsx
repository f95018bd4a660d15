import { useTranslation } from '../../lib/i18n.ts';
import { getWithdrawalDetail } from '../../api/index.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import type { Withdrawal } from '../../domain/contract/wallet.ts';
import { formatMoney } from '../../domain/contract/wallet-values.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { useRecord } from '../../lib/use-load.ts';

const fetchDetail = (id: string) => getWithdrawalDetail(id, { loading: false });

/** pages/personal/withdrawDetails?id=: amount, type, platform, account, status, time, remark. */
export function WithdrawalDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { state, reload } = useRecord(id, fetchDetail);
  return (
    <LoadGate state={state} reload={reload} notFound={t('withdrawals.notFound')}>
      {(w: Withdrawal) => (
        <>
          <section className="card detail-head">
            <span className="muted">{w.type_name}</span>
            <span className="detail-head__amount">{formatMoney(w.unit, w.amount)}</span>
            <span className={`status status--${w.status}`} data-testid="withdrawal-status">{w.status_text}</span>
          </section>
          <section className="card">
            <dl className="detail-list">
              <dt>{t('withdrawals.amount')}</dt><dd>{formatMoney(w.unit, w.amount)}</dd>
              <dt>{t('withdrawals.points')}</dt><dd>{formatPoints(w.points)}</dd>
              <dt>{t('withdrawals.type')}</dt><dd>{w.type_name}</dd>
              <dt>{t('withdrawals.platform')}</dt><dd>{w.platform}</dd>
              <dt>{t('withdrawals.account')}</dt><dd>{w.account}</dd>
              <dt>{t('withdrawals.status')}</dt><dd>{w.status_text}</dd>
              <dt>{t('withdrawals.time')}</dt><dd>{formatDateTime(w.created_at)}</dd>
              {w.decided_at ? <><dt>{t('withdrawals.decidedAt')}</dt><dd>{formatDateTime(w.decided_at)}</dd></> : null}
              <dt>{t('withdrawals.remark')}</dt><dd data-testid="withdrawal-remark">{w.remark ?? '—'}</dd>
            </dl>
          </section>
        </>
      )}
    </LoadGate>
  );
}
