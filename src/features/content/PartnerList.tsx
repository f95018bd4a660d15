import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { getPartners } from '../../api/calls/content.ts';
import { unwrap } from '../../api/unwrap.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfiniteList, listPageOf, type ListPage } from '../../components/InfiniteList.tsx';
import type { Partner } from '../../domain/contract/content.ts';
import { openOutside } from '../../lib/outside-link.ts';
import { useSiteVersion } from './useSiteChange.ts';

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  return (
    <article className="card partner-card" data-testid="partner">
      <img className="partner-card__logo" src={partner.logo} alt="" width={56} height={56} loading="lazy" />
      <div className="partner-card__body">
        <h2 className="partner-card__name">{partner.name}</h2>
        {partner.description ? <p className="partner-card__text">{partner.description}</p> : null}
        <Button variant="secondary" onClick={() => openOutside(partner.link)}>{t('content.visitPartner')}</Button>
      </div>
    </article>
  );
}

/** pages/partners/partners: logos, descriptions and links that carry `channel_from`. */
export function PartnerList() {
  const { t } = useTranslation();
  const version = useSiteVersion();
  const loadPage = useCallback(async (page: number): Promise<ListPage<Partner>> => {
    return listPageOf(unwrap(await getPartners({ page }, { loading: false, fresh: page === 1 })));
  }, []);
  return <InfiniteList key={version} loadPage={loadPage} keyOf={(p) => p.id} renderItem={(p) => <PartnerCard partner={p} />}
    empty={<EmptyState icon="sponsor" title={t('content.noPartners')} />} />;
}
