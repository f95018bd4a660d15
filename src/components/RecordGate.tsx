import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';
import { Spinner } from './Loading.tsx';
import type { RecordState } from '../lib/use-record.ts';
import './records.css';

/** Loading, not-found and error states of a detail page. */
export function RecordGate<T>({ state, notFound, children }: { state: RecordState<T>; notFound: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <div className="record-loading" aria-busy="true"><Spinner /></div>;
  if (state.status === 'missing') return <EmptyState icon="info" title={notFound} />;
  if (state.status === 'error') return <EmptyState icon="info" title={t('list.retry')} />;
  return <>{children(state.data)}</>;
}
