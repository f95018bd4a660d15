import { useTranslation } from 'react-i18next';
import { useAppUpdateStore } from '../stores/app-update.ts';
import { whenIdle } from '../stores/busy.ts';
import '../components/Toast.css';

/**
 * 'Nova versão disponível — atualizar', shown while a new release waits (the app's toast, with a
 * tap target). Tapping applies it at once, or when the running draw or withdrawal ends.
 */
export default function UpdateToast() {
  const { t } = useTranslation();
  const apply = useAppUpdateStore((s) => s.apply);
  const deferred = useAppUpdateStore((s) => s.deferred);
  if (!apply) return null;
  const tap = () => {
    if (deferred) return;
    useAppUpdateStore.setState({ deferred: true });
    whenIdle(() => void apply());
  };
  return (
    <button type="button" className="toast toast--bottom toast--action" onClick={tap} data-testid="update-toast">
      {deferred ? t('pwa.updateWaiting') : <>{t('pwa.updateAvailable')} — <strong>{t('pwa.update')}</strong></>}
    </button>
  );
}
