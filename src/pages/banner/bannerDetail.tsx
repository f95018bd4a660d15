import { useTranslation } from '../../lib/i18n.ts';
import { MissingRecord } from '../../components/MissingRecord.tsx';
import { Page } from '../../components/Page.tsx';
import { BannerDetailView } from '../../features/content/index.ts';
import { HOME_PATH } from '../../lib/paths.ts';
import { useRouteQuery } from '../../lib/route-query.ts';

/** A banner's page (`?id=`): its rich content, or where its link leads. */
export default function BannerDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouteQuery();
  return (
    <Page title={t('titles.bannerDetail')}>
      {id ? <BannerDetailView id={id} /> : <MissingRecord text={t('missing.banner.text')} listLabel={t('missing.banner.list')} listPath={HOME_PATH} />}
    </Page>
  );
}
