import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { AffiliateView } from '../../features/invites/index.ts';

/** The affiliate programme: rules, the member's link and figures, the week's ranking. */
export default function AffiliatePage() {
  const { t } = useTranslation();
  return <Page title={t('titles.affiliate')}><AffiliateView /></Page>;
}
