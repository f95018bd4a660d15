import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { WalletInfo } from '../../domain/contract/wallet.ts';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { AccountCard } from './AccountCard.tsx';
import { useWalletInfo } from './useWalletInfo.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import { CHANGE_WITHDRAWAL_PASSWORD_PATH, SET_WITHDRAWAL_PASSWORD_PATH, WITHDRAWAL_RECORDS_PATH } from '../../lib/paths.ts';

/** Wallet (pages/personal/wallet): points, the account paid into, the password state and the withdrawal form. */
export function WalletView() {
  const { t } = useTranslation();
  const { state, reload, replace } = useWalletInfo();
  if (state.status === 'loading') return <div className="record-loading" aria-busy="true"><Spinner /></div>;
  if (state.status === 'error') return <EmptyState icon="wallet" title={t('list.retry')} action={<Button variant="secondary" onClick={() => void reload()}>{t('wallet.retry')}</Button>} />;
  const { info } = state;
  return (
    <>
      <section className="card wallet-points">
        <p className="wallet-points__label">{t('wallet.points')}</p>
        <p className="wallet-points__value" data-testid="wallet-points">{formatPoints(info.points)}</p>
        <Link className="wallet-points__link" to={WITHDRAWAL_RECORDS_PATH}>{t('wallet.records')} <Icon name="chevron" size={16} /></Link>
      </section>
      <AccountCard info={info} onChange={replace} />
      <PasswordState info={info} />
      {info.has_password && info.account ? <WithdrawForm info={info} onDone={() => void reload()} /> : null}
    </>
  );
}

function PasswordState({ info }: { info: WalletInfo }) {
  const { t } = useTranslation();
  if (!info.has_password) {
    return (
      <section className="card notice">
        <p>{t('wallet.passwordMissing')}</p>
        <Link className="btn btn--primary btn--block" to={SET_WITHDRAWAL_PASSWORD_PATH}>{t('wallet.setPassword')}</Link>
      </section>
    );
  }
  return (
    <>
      {info.locked_until ? <p className="notice notice--danger" role="status">{t('wallet.locked', { until: formatDateTime(info.locked_until) })}</p> : null}
      {info.cooling_until ? <p className="notice" role="status">{t('wallet.cooling', { until: formatDateTime(info.cooling_until) })}</p> : null}
      <Link className="wallet-link" to={CHANGE_WITHDRAWAL_PASSWORD_PATH}><Icon name="lock" size={18} /> {t('wallet.changePassword')}</Link>
    </>
  );
}
