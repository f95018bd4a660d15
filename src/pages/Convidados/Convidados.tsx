import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { InvitedFriends } from '../../features/invites/index.ts';

/** Convidados (guest list): every invited friend with status, and the totals. */
export default function ConvidadosPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.Convidados')}><InvitedFriends /></Page>;
}
