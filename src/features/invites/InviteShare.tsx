import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { inviteLink } from '../../lib/invite-link.ts';
import { BindInviter } from './BindInviter.tsx';
import { Figures } from './Figures.tsx';
import { LoadGate } from '../../components/LoadGate.tsx';
import { LinkBox } from './LinkBox.tsx';
import { QrCode } from './QrCode.tsx';
import { useInviteInfo } from './useInviteInfo.ts';
import { AFFILIATE_PATH, GUESTS_PATH } from '../../lib/paths.ts';

/** pages/invite/invite: the member's link, its QR code, copy and share, and how the invites are going. */
export function InviteShare() {
  const { t } = useTranslation();
  const { state, reload } = useInviteInfo();
  return (
    <LoadGate state={state} reload={reload} notFound={t('invites.loadFailed')}>
      {(info) => (
        <>
          <section className="card invite-hero">
            <h2 className="invite-hero__title">{t('invites.title')}</h2>
            <p className="muted">{t('invites.intro', { points: info.reward_points, chances: t('invites.chance', { count: info.reward_chances }) })}</p>
            <QrCode text={inviteLink(info.code)} label={t('invites.qrLabel')} />
            <p className="invite-hero__code">{t('invites.codeLabel', { code: info.code })}</p>
            <LinkBox code={info.code} />
          </section>
          <section className="card">
            <Figures figures={info.figures} />
          </section>
          <nav className="card invite-links">
            <Link to={GUESTS_PATH} className="invite-links__item"><Icon name="users" /><span>{t('invites.seeGuests')}</span><Icon name="chevron" size={18} /></Link>
            <Link to={AFFILIATE_PATH} className="invite-links__item"><Icon name="star" /><span>{t('invites.seeAffiliate')}</span><Icon name="chevron" size={18} /></Link>
          </nav>
          {info.has_inviter ? null : <BindInviter onBound={reload} />}
        </>
      )}
    </LoadGate>
  );
}
