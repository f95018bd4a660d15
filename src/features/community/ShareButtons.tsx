import { useTranslation } from '../../lib/i18n.ts';
import { Icon } from '../../components/Icon.tsx';
import { SHARE_PLATFORM_NAMES, type SharePlatform } from '../../domain/contract/share-values.ts';
import { canShareNatively, SHARE_INTENTS, type ShareContent, shareNatively } from './share-links.ts';

const PLATFORM_CLASS: Record<SharePlatform, string> = { whatsapp: 'wa', facebook: 'fb', telegram: 'tg', x: 'x' };
const PLATFORM_MARK: Record<SharePlatform, string> = { whatsapp: 'W', facebook: 'f', telegram: 'T', x: 'X' };

/** One button per platform of the campaign, then the phone's own share sheet when there is one. */
export function ShareButtons({ title, content, platforms }: { title: string; content: ShareContent; platforms: readonly SharePlatform[] }) {
  const { t } = useTranslation();
  return (
    <div className="share-buttons">
      {platforms.map((platform) => (
        <a key={platform} className={`share-button share-button--${PLATFORM_CLASS[platform]}`} href={SHARE_INTENTS[platform](content)}
          target="_blank" rel="noopener noreferrer" aria-label={t('share.shareOn', { platform: SHARE_PLATFORM_NAMES[platform] })}>
          {/* The letter is drawn by CSS: the link's visible text is then the platform's name, which its label contains. */}
          <span className="share-button__mark" aria-hidden="true" data-mark={PLATFORM_MARK[platform]} />
          <span className="share-button__name">{SHARE_PLATFORM_NAMES[platform]}</span>
        </a>
      ))}
      {canShareNatively() ? (
        <button type="button" className="share-button share-button--more" onClick={() => void shareNatively(title, content)}>
          <span className="share-button__mark" aria-hidden="true"><Icon name="share" size={18} /></span>
          <span className="share-button__name">{t('share.more')}</span>
        </button>
      ) : null}
    </div>
  );
}
