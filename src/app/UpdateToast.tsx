import { shellT as t } from '../lib/shell-strings.ts';
import { useAppUpdateStore } from '../stores/app-update.ts';

/**
 * 'Nova versão disponível — atualizar', shown while a new release waits: the app's toast
 * (Toast.css, which ToastHost already loads), made tappable. Tapping applies the release at once,
 * or when the running draw or withdrawal ends. Part of the shell, not a lazy chunk: a lazy chunk
 * here made the bundler regroup the first screen's vendor chunks (+0.7 kB gzip, bench:bundle).
 */
export function UpdateToast() {
  const apply = useAppUpdateStore((s) => s.apply);
  const deferred = useAppUpdateStore((s) => s.deferred);
  if (!apply) return null;
  const tap = () => {
    if (deferred) return;
    useAppUpdateStore.setState({ deferred: true });
    // busy.ts comes with the draw and withdrawal screens; the shell loads it only on this tap.
    void import('../stores/busy.ts').then(({ whenIdle }) => whenIdle(() => void apply()), () => void apply());
  };
  return (
    <button type="button" className="toast toast--bottom toast--action" onClick={tap} data-testid="update-toast">
      {deferred ? t('update.waiting') : <>{t('update.available')} — <strong>{t('update.apply')}</strong></>}
    </button>
  );
}
