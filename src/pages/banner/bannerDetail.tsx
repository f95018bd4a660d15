import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { BannerDetailView } from '../../features/content/index.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** A banner's page (`?id=`): its rich content, or where its link leads. */
export default function BannerDetailPage() {
  const { t } = useTranslation();
  return <Page title={t('titles.bannerDetail')}><BannerDetailView id={useRouteQuery().id} /></Page>;
}
