import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { shellT as t } from '../lib/shell-strings.ts';
import { Spinner } from '../components/Loading.tsx';
import { emitUiEvent } from '../lib/ui-events.ts';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../domain/constants.ts';
import type { PageModule } from './route-table.ts';
import { useFirstScreenShown } from './first-screen.ts';
import './lazy-page.css';

type Loader = () => Promise<PageModule>;
const loaded = new Map<Loader, ComponentType>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page load timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

type Phase = 'waiting' | 'slow' | 'failed';

/**
 * Loads a page module on first visit: nothing for 200 ms, then a spinner; after a failure or a
 * 60 s time-out, 'Falha ao carregar, toque para tentar novamente'. A second failed try reloads the
 * whole app, since a chunk that fails twice usually means a new version was deployed.
 */
export function LazyPage({ load }: { load: Loader }) {
  const [Component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(load));
  const [phase, setPhase] = useState<Phase>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(load)) return;
    let alive = true;
    setPhase('waiting');
    const slow = setTimeout(() => alive && setPhase('slow'), PAGE_LOAD_DELAY_MS);
    withTimeout(load(), PAGE_LOAD_TIMEOUT_MS)
      .then((module) => {
        loaded.set(load, module.default);
        // A transition, as the root's first render: the page renders in slices, not one long task.
        if (alive) startTransition(() => setComponent(() => module.default));
      })
      .catch((error: unknown) => {
        console.error('[page] load failed', error);
        emitUiEvent('preloadError', { error });
        if (alive) setPhase('failed');
      })
      .finally(() => clearTimeout(slow));
    return () => {
      alive = false;
      clearTimeout(slow);
    };
  }, [load, attempt]);

  useFirstScreenShown(Boolean(Component) || phase === 'failed');
  if (Component) return <Component />;
  if (phase === 'failed') {
    const retry = () => (attempt >= 1 ? window.location.reload() : setAttempt((n) => n + 1));
    return (
      <button type="button" className="page-load page-load--failed" onClick={retry}>
        {t('common.pageLoadFailed')}
      </button>
    );
  }
  return <div className="page-load" aria-busy="true">{phase === 'slow' ? <Spinner size={30} /> : null}</div>;
}
