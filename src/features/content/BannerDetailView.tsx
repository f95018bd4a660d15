import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { getBannerDetail } from '../../api/calls/content.ts';
import { Button } from '../../components/Button.tsx';
import type { BannerDetail } from '../../domain/contract/content.ts';
import { inAppPath, isOutsideLink, openOutside } from '../../lib/outside-link.ts';
import { LoadGate } from '../../components/LoadGate.tsx';
import { RichHtml } from './RichHtml.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { useSiteChange } from './useSiteChange.ts';

function BannerBody({ banner }: { banner: BannerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = inAppPath(banner.link);
  // A banner with no page of its own that leads inside the app: go straight there.
  useEffect(() => {
    if (!banner.has_content && path) navigate(path, { replace: true });
  }, [banner.has_content, path, navigate]);
  return (
    <article className="card content-article">
      <img className="content-cover" src={banner.image} alt="" width={720} height={360} />
      <h2 className="content-title">{banner.title}</h2>
      {banner.html ? <RichHtml html={banner.html} /> : null}
      {!banner.has_content && isOutsideLink(banner.link) ? <p className="muted">{t('content.outsideNote')}</p> : null}
      {path ? <Button onClick={() => navigate(path)}>{t('content.openLink')}</Button> : null}
      {isOutsideLink(banner.link) ? <Button onClick={() => openOutside(banner.link)}>{t('content.openOutside')}</Button> : null}
    </article>
  );
}

/** pages/banner/bannerDetail?id=: the banner's rich page, or where its link leads. */
export function BannerDetailView({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const load = useCallback((fresh: boolean) => getBannerDetail(id ?? '', { loading: false, fresh }), [id]);
  const { state, reload } = useLoad(id ? load : null);
  useSiteChange(reload);
  return <LoadGate state={state} reload={reload} notFound={t('content.notFound')}>{(banner) => <BannerBody banner={banner} />}</LoadGate>;
}
