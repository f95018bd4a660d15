import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { InviteInfoResponse } from '../../domain/contract/invite-values.ts';
import type { InviteInfoState } from './useInviteInfo.ts';

/** Loading, tap-to-retry, or the page body once the member's invite info is in. */
export function InfoGate({ state, reload, children }: { state: InviteInfoState; reload: () => void; children: (info: InviteInfoResponse) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <div className="record-loading"><Spinner /></div>;
  if (state.status === 'error') {
    return (
      <div className="card invite-retry">
        <p className="muted">{t('invites.loadFailed')}</p>
        <Button variant="secondary" onClick={reload}>{t('invites.retry')}</Button>
      </div>
    );
  }
  return <>{children(state.info)}</>;
}
