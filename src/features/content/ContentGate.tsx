import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { ContentState } from './useContent.ts';

/** Loading, not-found (the server's message) and tap-to-retry states of a content page. */
export function ContentGate<T>({ state, reload, notFound, children }: {
  state: ContentState<T>; reload: () => void; notFound: string; children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <div className="record-loading" aria-busy="true"><Spinner /></div>;
  if (state.status === 'missing') return <EmptyState icon="info" title={state.msg || notFound} />;
  if (state.status === 'error') {
    return <EmptyState icon="info" title={t('list.retry')} action={<button type="button" className="ilist__retry" onClick={reload}>{t('common.retry')}</button>} />;
  }
  return <>{children(state.data)}</>;
}
