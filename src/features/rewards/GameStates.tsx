import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { GameStatus } from './useGame.ts';
import { completeProfile } from '../../lib/paths.ts';

/** Loading and error states every game page shares; children render once the game is ready. */
export function GameGate({ status, onRetry, children }: { status: GameStatus; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  if (status === 'loading') return <div className="game-loading" aria-busy="true"><Spinner /></div>;
  if (status === 'error') {
    return <EmptyState icon="info" title={t('games.loadFailed')} action={<Button variant="secondary" onClick={onRetry}>{t('games.retry')}</Button>} />;
  }
  return <>{children}</>;
}

/** A game an operator has not switched on yet (or whose prizes ran out): said plainly, nothing to tap. */
export function GameUnavailable() {
  const { t } = useTranslation();
  return <EmptyState icon="info" title={t('games.unavailable')} description={t('games.unavailableText')} />;
}

/** Shown while the member's profile is incomplete: draws need full name and birth date. */
export function ProfileNotice({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  return (
    <Link className="profile-notice" to={completeProfile(returnPath)}>
      <Icon name="info" size={20} />
      <span>{t('games.completeProfile')} <strong>{t('games.completeAction')}</strong></span>
      <Icon name="chevron" size={18} />
    </Link>
  );
}

/** The commitment shown before the draw: the member can check the draw afterwards. */
export function FairnessNote({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <section className="fairness-note">
      <p className="fairness-note__title"><Icon name="check" size={16} /> {t('games.fairness')}</p>
      <p>{t('games.fairnessText', { hash: `${hash.slice(0, 16)}…` })}</p>
    </section>
  );
}
