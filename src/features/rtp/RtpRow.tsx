import { memo } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import type { SponsorGame } from '../../domain/contract/sponsors.ts';
import { formatChange, formatRtp, trendOf } from './format.ts';
import type { ShownRow } from './row-updates.ts';
import { sponsorInfo } from '../../lib/paths.ts';

const ARROWS = { up: '▲', down: '▼', flat: '•' } as const;

/** The RTP and its change; `key`ed by update count so a new reading replays the highlight. */
export function RtpFigures({ rtp, change, updates = 0 }: { rtp: number | null; change: number | null; updates?: number }) {
  const { t } = useTranslation();
  const trend = trendOf(change);
  return (
    <div className={`rtp-figures${updates ? ' rtp-figures--fresh' : ''}`} key={updates}>
      <strong className="rtp-figures__value" data-testid="rtp-value">{formatRtp(rtp)}</strong>
      <span className={`rtp-change rtp-change--${trend}`} data-testid="rtp-change" aria-label={t(`rtp.trend.${trend}`, { change: formatChange(change) })}>
        <span aria-hidden="true">{ARROWS[trend]}</span> {formatChange(change)}
      </span>
    </div>
  );
}

/** One market row; memo keeps untouched rows from rendering when a poll updates another. */
export const RtpRow = memo(function RtpRow({ row }: { row: ShownRow }) {
  const { t } = useTranslation();
  return (
    <li className="rtp-row" data-testid="rtp-row" data-game-id={row.game_id}>
      <img className="rtp-row__image" src={row.image} alt="" width={44} height={44} />
      <div className="rtp-row__who">
        <p className="rtp-row__name">{row.name}</p>
        <p className="rtp-row__meta">
          <Link to={sponsorInfo(row.sponsor.id, row.game_id)}>{row.sponsor.name}</Link>
          {' · '}{t(`rtp.types.${row.type}`)}
        </p>
      </div>
      <RtpFigures rtp={row.rtp} change={row.change} updates={row.updates} />
    </li>
  );
});

export function SponsorGameRow({ game, selected, onSelect }: { game: SponsorGame; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={`rtp-row${selected ? ' rtp-row--selected' : ''}`}>
      <button type="button" className="rtp-row__button" aria-pressed={selected} onClick={onSelect}>
        <img className="rtp-row__image" src={game.image} alt="" width={44} height={44} />
        <span className="rtp-row__who">
          <span className="rtp-row__name">{game.name}</span>
          <span className="rtp-row__meta">{t(`rtp.types.${game.type}`)}{game.featured ? ` · ${t('rtp.featured')}` : ''}</span>
        </span>
        <RtpFigures rtp={game.rtp} change={game.change} />
      </button>
    </li>
  );
}
