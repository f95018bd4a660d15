import { useEffect, useState } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { onUiEvent } from '../lib/ui-events.ts';
import './Loading.css';

export function Spinner({ size = 28 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** The default loading indicator of API calls: visible while any call that asked for it is running. */
export function LoadingHost() {
  const [pending, setPending] = useState(0);
  useEffect(() => onUiEvent('loading', ({ delta }) => setPending((n) => Math.max(0, n + delta))), []);
  if (pending === 0) return null;
  return (
    <div className="loading-mask" role="progressbar" aria-label={t('common.loading')}>
      <div className="loading-box"><Spinner /></div>
    </div>
  );
}
