import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getRewardRecords, unwrap } from '../../api/index.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { GameName, RewardRecordItem } from '../../domain/contract/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DRAW_HISTORY_PATH } from '../../lib/paths.ts';

type Scope = 'all' | 'mine';
const SHOWN = 10;

interface RecordsPanelProps {
  game: GameName;
  /** Changes after each draw: the lists reload. */
  version: number;
}

/** Recent winners of the game (names masked by the server) and the member's own prizes. */
export function RecordsPanel({ game, version }: RecordsPanelProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('all');
  const [items, setItems] = useState<RewardRecordItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    getRewardRecords({ game, scope, page: 1, page_size: SHOWN }, { loading: false })
      .then((answer) => {
        if (live) setItems(unwrap(answer).list);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [game, scope, version, attempt]);

  const choose = (next: Scope) => {
    if (next === scope) return;
    setItems(null);
    setScope(next);
  };

  return (
    <section className="card records-panel">
      <div className="segmented" role="tablist">
        {(['all', 'mine'] as const).map((s) => (
          <button key={s} type="button" role="tab" aria-selected={scope === s} className={scope === s ? 'on' : ''} onClick={() => choose(s)}>
            {t(s === 'all' ? 'games.winners' : 'games.mine')}
          </button>
        ))}
      </div>
      <RecordsBody items={items} failed={failed} scope={scope} onRetry={() => setAttempt((n) => n + 1)} />
      {scope === 'mine' && items && items.length > 0 ? (
        <Link className="records-panel__more" to={DRAW_HISTORY_PATH}>{t('games.allRecords')}</Link>
      ) : null}
    </section>
  );
}

function RecordsBody({ items, failed, scope, onRetry }: { items: RewardRecordItem[] | null; failed: boolean; scope: Scope; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) return <button type="button" className="link-button" onClick={onRetry}>{t('list.retry')}</button>;
  if (!items) return <div className="records-panel__loading"><Spinner size={22} /></div>;
  if (items.length === 0) {
    return scope === 'all'
      ? <EmptyState icon="star" title={t('games.noWinners')} description={t('games.noWinnersText')} />
      : <EmptyState icon="gift" title={t('games.noMine')} description={t('games.noMineText')} />;
  }
  return (
    <ul className="records-panel__list" data-testid={`records-${scope}`}>
      {items.map((item) => (
        <li key={item.id}>
          <span className="records-panel__text">{item.text}</span>
          <time className="records-panel__time">{formatDateTime(item.created_at)}</time>
        </li>
      ))}
    </ul>
  );
}
