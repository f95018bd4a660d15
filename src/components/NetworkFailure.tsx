import { useEffect, useState } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { onUiEvent, type UiEventMap } from '../lib/ui-events.ts';
import { Icon } from './Icon.tsx';
import './NetworkFailure.css';

type Pending = UiEventMap['networkFailure'];

/** When the server cannot be reached: one overlay; a tap retries every call that failed. */
export function NetworkFailureHost() {
  const [pending, setPending] = useState<Pending[]>([]);
  useEffect(() => onUiEvent('networkFailure', (failure) => setPending((list) => [...list, failure])), []);
  if (pending.length === 0) return null;
  const retryAll = () => {
    pending.forEach((p) => p.retry());
    setPending([]);
  };
  const cancelAll = () => {
    pending.forEach((p) => p.cancel());
    setPending([]);
  };
  return (
    <div className="net-fail" role="alertdialog" aria-label={t('common.networkTitle')} onClick={retryAll}>
      <div className="net-fail__card">
        <span className="net-fail__icon"><Icon name="info" size={30} /></span>
        <p>{t('network.timeout')}</p>
        <button type="button" className="net-fail__close" onClick={(e) => { e.stopPropagation(); cancelAll(); }}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
