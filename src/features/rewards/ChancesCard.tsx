import { useTranslation } from '../../lib/i18n.ts';
import type { LotteryInfoResponse } from '../../domain/contract/index.ts';
import { formatPoints } from '../../lib/format.ts';

/** Remaining chances of a game: the total, then today's free ones and the extra ones. */
export function ChancesCard({ info }: { info: LotteryInfoResponse }) {
  const { t } = useTranslation();
  return (
    <section className="card game-chances" aria-live="polite">
      <div>
        <p className="game-chances__label">{t('games.chances')}</p>
        <p className="game-chances__count" data-testid="chances-left">{formatPoints(info.chances_left)}</p>
      </div>
      <div className="game-chances__split">
        {info.daily_free > 0 ? <span>{t('games.chancesToday', { left: info.daily_left, daily: info.daily_free })}</span> : null}
        {info.extra_chances > 0 ? <span className="game-chances__extra">{t('games.extra', { count: info.extra_chances })}</span> : null}
        {info.chances_left === 0 ? <span>{t('games.noChances')}</span> : null}
      </div>
    </section>
  );
}
