/**
 * The RTP tab's note under the games: it says the figures update themselves only while a feed
 * really delivers (the market's `live`); otherwise it says when the newest reading came.
 */
import { useTranslation } from '../../lib/i18n.ts';
import type { Freshness } from './useRtpMarket.ts';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const formatClock = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function RtpFreshness({ freshness }: { freshness: Freshness | null }) {
  const { t } = useTranslation();
  const last = freshness?.last_reading_at ?? null;
  const detail = !freshness
    ? ''
    : freshness.live
      ? t('rtp.live')
      : last
        ? t('rtp.lastReading', { when: t('rtp.when', { date: formatDate(last), time: formatClock(last) }) })
        : t('rtp.noReading');
  return (
    <p className="rtp-note" data-testid="rtp-freshness" data-live={freshness?.live ? 'true' : 'false'}>
      {t('rtp.note')}
      {detail ? ` ${detail}` : null}
    </p>
  );
}
