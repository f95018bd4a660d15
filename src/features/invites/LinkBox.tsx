import { useTranslation } from '../../lib/i18n.ts';
import { Button } from '../../components/Button.tsx';
import { inviteLink } from '../../lib/invite-link.ts';
import { canShare, copyLink, shareLink } from './copy-share.ts';

/** The link as text, with copy and (where the browser has one) the system share sheet. */
export function LinkBox({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(code);
  const copy = () => void copyLink(link, { copied: t('invites.copied'), failed: t('invites.copyFailed') });
  const share = () => void shareLink({ title: t('invites.shareTitle'), text: t('invites.shareText'), url: link });
  return (
    <div className="invite-link">
      <p className="invite-link__label">{t('invites.linkLabel')}</p>
      <p className="invite-link__value" data-testid="invite-link">{link}</p>
      <div className="invite-link__actions">
        <Button variant={canShare() ? 'secondary' : 'primary'} block onClick={copy}>{t('invites.copy')}</Button>
        {canShare() ? <Button block onClick={share}>{t('invites.share')}</Button> : null}
      </div>
    </div>
  );
}
