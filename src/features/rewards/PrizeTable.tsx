import { useTranslation } from '../../lib/i18n.ts';
import type { PrizeView } from '../../domain/contract/index.ts';

/** Every prize of the game with its odds in Portuguese ('12,5%'), as the server computed them. */
export function PrizeTable({ prizes }: { prizes: readonly PrizeView[] }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <h2 className="game-section__title">{t('games.prizes')}</h2>
      <ul className="prize-table">
        {prizes.map((prize) => (
          <li key={prize.id} className={`prize-table__row prize-table__row--${prize.kind}`}>
            <span className="prize-table__dot" style={{ background: prize.color }} aria-hidden="true" />
            <span className="prize-table__label">{prize.label}</span>
            <span className="prize-table__odds">{t('games.odds', { odds: prize.odds_text })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
