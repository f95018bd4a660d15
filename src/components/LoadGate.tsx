import type { ReactNode } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Spinner } from './Loading.tsx';
import type { LoadState } from '../lib/use-load.ts';
import './records.css';

/**
 * The states of data a page loads (useLoad): a spinner, the page's not-found text when the server
 * refused (its own message was already shown as a toast), tap-to-retry when nothing answered.
 */
export function LoadGate<T>({ state, reload, notFound, children }: {
  state: LoadState<T>;
  reload: () => void;
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <div className="record-loading" aria-busy="true"><Spinner /></div>;
  if (state.status === 'refused') return <EmptyState icon="info" title={notFound} />;
  if (state.status === 'error') {
    return <EmptyState icon="info" title={t('list.retry')} action={<Button variant="ghost" onClick={reload}>{t('common.retry')}</Button>} />;
  }
  return <>{children(state.data)}</>;
}
