import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { addDownloadCount } from '../../api/calls/content.ts';
import { accepted } from '../../api/unwrap.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { installOffer } from '../../lib/platform.ts';
import { promptInstall, useInstallStore } from '../../stores/install.ts';
import { downloadChannel, ensurePwaUUID } from './download.ts';

/** Counts the install once a day per pwaUUID (made once per install, kept locally). */
export async function countDownload(thanks: string): Promise<void> {
  const answer = await accepted(addDownloadCount({ channel_from: downloadChannel(), uuid: ensurePwaUUID() }, { loading: false }));
  if (answer?.counted) emitUiEvent('toast', { message: thanks, durationMs: TOAST_DURATION_MS, position: 'bottom' });
}

/** What the install button can do on this device; 'installed' and 'none' show nothing. */
export function useInstallOffer() {
  const hasPrompt = useInstallStore((s) => s.prompt !== null);
  const standalone = useInstallStore((s) => s.standalone);
  const iosSafari = useInstallStore((s) => s.iosSafari);
  return installOffer({ standalone, hasPrompt, iosSafari });
}

const SHARE_ICON = (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="#0a84ff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 3v12" /><path d="M8 7l4-4 4 4" /><path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
  </svg>
);
const ADD_ICON = (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="#1f2430" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" /><path d="M12 8v8M8 12h8" />
  </svg>
);
const DONE_ICON = (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
    <rect x="2" y="2" width="20" height="20" rx="6" fill="#ff7a00" /><path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** iOS Safari has no install prompt: the steps, each with the icon Safari shows. */
export function IosInstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = [
    { icon: SHARE_ICON, text: t('content.install.iosShare') },
    { icon: ADD_ICON, text: t('content.install.iosAdd') },
    { icon: DONE_ICON, text: t('content.install.iosDone') },
  ];
  return (
    <Dialog open={open} title={t('content.install.iosTitle')} onClose={onClose}
      actions={<Button block onClick={onClose}>{t('content.install.understood')}</Button>}>
      <ol className="ios-steps" data-testid="ios-install-steps">
        {steps.map((step, index) => (
          <li key={index} className="ios-steps__step">
            <span className="ios-steps__icon">{step.icon}</span>
            <span className="ios-steps__text"><b>{index + 1}.</b> {step.text}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

/**
 * 'Instalar app': the browser's own install dialog when it offered one, the iOS steps on iPhone
 * Safari, nothing when the app already runs installed (standalone) or the browser cannot install.
 */
export function InstallButton({ block = true, variant = 'primary' }: { block?: boolean; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [steps, setSteps] = useState(false);
  if (offer === 'installed' || offer === 'none') return null;
  const count = () => void countDownload(t('content.download.counted')).catch(() => undefined);
  const tap = () => {
    // The download count (pwaUUID, once a day) when the member installs, or has read the iOS steps.
    if (offer === 'prompt') void promptInstall().then((accepted) => { if (accepted) count(); });
    else setSteps(true);
  };
  const closeSteps = () => {
    setSteps(false);
    count();
  };
  return (
    <>
      <Button variant={variant} block={block} onClick={tap} data-testid="install-app">{t('content.install.button')}</Button>
      <IosInstallDialog open={steps} onClose={closeSteps} />
    </>
  );
}
