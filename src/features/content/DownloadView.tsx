import { useTranslation } from '../../lib/i18n.ts';
import { getDownloadLinks } from '../../api/calls/content.ts';
import { Button } from '../../components/Button.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import type { DownloadLink, DownloadPlatform } from '../../domain/contract/content.ts';
import { withChannelFrom } from '../../lib/outside-link.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { currentPlatform } from './download.ts';
import { countDownload, InstallButton, useInstallOffer } from './InstallButton.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { useSiteChange } from './useSiteChange.ts';

const loadLinks = (fresh: boolean) => getDownloadLinks({ loading: false, fresh });

/** How long a download waits for its count before the page leaves. */
const COUNT_WAIT_MS = 1500;

const ICONS: Record<DownloadPlatform, IconName> = { android: 'download', ios: 'phone', desktop: 'home' };

function PlatformCard({ link, mine, installed }: { link: DownloadLink; mine: boolean; installed: boolean }) {
  const { t } = useTranslation();
  const start = () => {
    if (!link.url) return;
    const counting = countDownload(t('content.download.counted')).catch(() => undefined);
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
        {link.kind === 'pwa' && !installed ? <p className="download-card__text">{steps}</p> : null}
        {link.kind === 'package' && link.url ? (
          <Button variant={mine ? 'primary' : 'secondary'} onClick={start}>{t('content.download.androidPackage')}</Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * pages/alliancedownload: 'Instalar app' when this browser can install (its prompt, or the iOS
 * steps), then the platform links of getDownLink; each download is counted once a day.
 */
export function DownloadView() {
  const { t } = useTranslation();
  const { state, reload } = useLoad(loadLinks);
  useSiteChange(reload);
  const offer = useInstallOffer();
  const mine = currentPlatform();
  const installed = offer === 'installed';
  return (
    <>
      <p className="download-intro">{installed ? t('content.download.installed') : t('content.download.intro')}</p>
      <div className="download-install"><InstallButton /></div>
      <LoadGate state={state} reload={reload} notFound={t('content.notFound')}>
        {(data) => [...data.links].sort((a, b) => Number(b.platform === mine) - Number(a.platform === mine)).map((link) => (
          <PlatformCard key={link.platform} link={link} mine={link.platform === mine} installed={installed} />
        ))}
      </LoadGate>
    </>
  );
}
