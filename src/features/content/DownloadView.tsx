import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDownloadCount, getDownloadLinks } from '../../api/calls/content.ts';
import { Button } from '../../components/Button.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import type { DownloadLink, DownloadPlatform } from '../../domain/contract/content.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { withChannelFrom } from '../../lib/outside-link.ts';
import { ContentGate } from './ContentGate.tsx';
import { currentPlatform, downloadChannel, ensurePwaUUID } from './download.ts';
import { useContent } from './useContent.ts';

interface InstallPrompt extends Event {
  prompt: () => Promise<void>;
}

/** How long a download waits for its count before the page leaves. */
const COUNT_WAIT_MS = 1500;

const ICONS: Record<DownloadPlatform, IconName> = { android: 'download', ios: 'phone', desktop: 'home' };

/** The browser's install offer, when it makes one (Chrome, Edge, Android). */
function useInstallPrompt() {
  const [offer, setOffer] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);
  return offer;
}

async function countDownload(thanks: string) {
  const answer = await addDownloadCount({ channel_from: downloadChannel(), uuid: ensurePwaUUID() }, { loading: false });
  if (answer.code === 0 && answer.data.counted) emitUiEvent('toast', { message: thanks, durationMs: TOAST_DURATION_MS, position: 'bottom' });
}

function PlatformCard({ link, mine, offer }: { link: DownloadLink; mine: boolean; offer: InstallPrompt | null }) {
  const { t } = useTranslation();
  const start = () => {
    const counting = countDownload(t('content.download.counted')).catch(() => undefined);
    if (link.kind !== 'package' || !link.url) {
      void offer?.prompt();
      return;
    }
    const url = withChannelFrom(link.url);
    // Leaving the page would cancel the count: wait for it, but never long enough to hold the download up.
    void Promise.race([counting, new Promise((resolve) => setTimeout(resolve, COUNT_WAIT_MS))]).then(() => window.location.assign(url));
  };
  const steps = link.platform === 'ios' ? t('content.download.iosSteps') : t('content.download.desktopSteps');
  return (
    <section className={`card download-card${mine ? ' download-card--mine' : ''}`} data-testid={`download-${link.platform}`}>
      <span className="download-card__icon"><Icon name={ICONS[link.platform]} size={24} /></span>
      <div className="download-card__body">
        <h2 className="download-card__name">{t(`content.download.${link.platform}`)}</h2>
        {link.kind === 'pwa' && !offer ? <p className="download-card__text">{steps}</p> : null}
        {link.kind === 'package' || offer ? (
          <Button variant={mine ? 'primary' : 'secondary'} onClick={start}>
            {link.kind === 'package' ? t('content.download.androidPackage') : t('content.download.installPwa')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** pages/alliancedownload: the platform links of getDownLink; each download is counted once a day. */
export function DownloadView() {
  const { t } = useTranslation();
  const { state, reload } = useContent(getDownloadLinks);
  const offer = useInstallPrompt();
  const mine = currentPlatform();
  const installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return (
    <>
      <p className="download-intro">{installed ? t('content.download.installed') : t('content.download.intro')}</p>
      <ContentGate state={state} reload={reload} notFound={t('content.notFound')}>
        {(data) => [...data.links].sort((a, b) => Number(b.platform === mine) - Number(a.platform === mine)).map((link) => (
          <PlatformCard key={link.platform} link={link} mine={link.platform === mine} offer={offer} />
        ))}
      </ContentGate>
    </>
  );
}
