import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { InviteShare } from '../../features/invites/index.ts';

/** Invite friends: the member's link, QR code, copy and share sheet. */
export default function InvitePage() {
  const { t } = useTranslation();
  return <Page title={t('titles.invite')}><InviteShare /></Page>;
}
