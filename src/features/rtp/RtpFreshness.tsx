/**
 * The RTP tab's note under the games: it says the figures update themselves only while a feed
 * really delivers (the market's `live`); otherwise it says when the newest reading came.
 */
import { useTranslation } from '../../lib/i18n.ts';
import type { Freshness } from './useRtpMarket.ts';
import { formatDate, formatTime } from './format.ts';

export function RtpFreshness({ freshness }: { freshness: Freshness | null }) {
  const { t } = useTranslation();
  const last = freshness?.last_reading_at ?? null;
  const detail = !freshness
    ? ''
    : freshness.live
      ? t('rtp.live')
      : last
        ? t('rtp.lastReading', { when: t('rtp.when', { date: formatDate(last), time: formatTime(last) }) })
        : t('rtp.noReading');
  return (
    <p className="rtp-note" data-testid="rtp-freshness" data-live={freshness?.live ? 'true' : 'false'}>
      {t('rtp.note')}
      {detail ? ` ${detail}` : null}
    </p>
  );
}
