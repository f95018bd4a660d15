import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { getInviteInfo } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { TOAST_DURATION_MS } from '../../domain/constants.ts';
import { inviteLink } from '../../lib/invite-link.ts';
import { emitUiEvent } from '../../lib/ui-events.ts';
import { useLoad } from '../../lib/use-load.ts';
import { INVITE_PATH } from '../../lib/paths.ts';

const loadInvite = () => getInviteInfo({ loading: false });

/** The member's invite link on the chest tab: a friend who completes the profile earns the member a chest. */
export function InviteCard() {
  const { t } = useTranslation();
  const { state } = useLoad(loadInvite);
  const code = state.status === 'ready' ? state.data.code : null;
  const link = code ? inviteLink(code) : null;
  const copy = async () => {
    if (!link) return;
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
      <p className="invite-card__link" data-testid="invite-link">{link ?? '…'}</p>
      <Button variant="secondary" block disabled={!link} onClick={() => void copy()}>{t('chest.copy')}</Button>
      <Link className="btn btn--primary btn--block invite-card__more" to={INVITE_PATH}>{t('chest.more')}</Link>
    </section>
  );
}
