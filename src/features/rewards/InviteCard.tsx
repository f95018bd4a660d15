import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';

/** The member's invite link: a friend who registers through it earns the member one chest. */
export function inviteLink(memberId: string, base: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${base.origin}${base.pathname}#/pages/login/login?mode=register&parent_id=${encodeURIComponent(memberId)}`;
}

export function InviteCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const link = inviteLink(memberId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      emitUiEvent('toast', { message: t('chest.copied'), durationMs: TOAST_DURATION_MS, position: 'bottom' });
    } catch {
      // No clipboard (an old browser or no permission): the link stays selectable on screen.
    }
  };
  return (
    <section className="card invite-card">
      <h2 className="game-section__title">{t('chest.title')}</h2>
      <p className="muted">{t('chest.intro')}</p>
      <p className="invite-card__label">{t('chest.inviteLink')}</p>
      <p className="invite-card__link" data-testid="invite-link">{link}</p>
      <Button variant="secondary" block onClick={() => void copy()}>{t('chest.copy')}</Button>
    </section>
  );
}
