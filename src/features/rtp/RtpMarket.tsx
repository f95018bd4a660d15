import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { sponsorList } from '../../api/index.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { RtpGameType } from '../../domain/contract/rtp-values.ts';
import type { SponsorSummary } from '../../domain/contract/sponsors.ts';
import { useRouteQuery, useSetRouteQuery } from '../../lib/route-query.ts';
import { type FilterValues, MarketFilters } from './MarketFilters.tsx';
import { rtpPollInterval } from './poll-interval.ts';
import { RtpFreshness } from './RtpFreshness.tsx';
import { RtpRow } from './RtpRow.tsx';
import { type MarketFilters as Filters, useRtpMarket } from './useRtpMarket.ts';
import { useDebounced } from './useDebounced.ts';

/** The RTP tab's body: filters, then the games with live figures. */
export function RtpMarket() {
  const { t } = useTranslation();
  const query = useRouteQuery();
  const setQuery = useSetRouteQuery();
  const sponsors = useSponsors();
  const values: FilterValues = { keyword: query.q ?? '', sponsor: query.sponsor ?? '', type: query.type ?? '', sort: query.sort === 'change' ? 'change' : 'rtp' };
  const keyword = useDebounced(values.keyword.trim(), 300);
  const filters = useMemo<Filters>(() => ({
    keyword, sort: values.sort, order: 'desc',
    ...(values.sponsor ? { sponsor_id: values.sponsor } : {}),
    ...(values.type ? { type: values.type as RtpGameType } : {}),
  }), [keyword, values.sort, values.sponsor, values.type]);
  const market = useRtpMarket(filters, rtpPollInterval(query.poll));

  const onChange = (changes: Partial<FilterValues>) => {
    const { keyword: q, ...rest } = changes;
    setQuery({ ...rest, ...(q === undefined ? {} : { q }) });
  };

  return (
    <>
      <MarketFilters values={values} sponsors={sponsors} onChange={onChange} />
      {market.rows.length > 0 ? (
        <ul className="card rtp-list" data-testid="rtp-list">
          {market.rows.map((row) => <RtpRow key={row.game_id} row={row} />)}
        </ul>
      ) : null}
      {market.status === 'loading' ? <Spinner /> : null}
      {market.status === 'idle' && market.rows.length === 0 ? <EmptyState icon="chart" title={t('rtp.empty')} /> : null}
      {market.status === 'error' ? <EmptyState icon="info" title={t('rtp.failed')} action={<Button onClick={market.retry}>{t('rtp.retry')}</Button>} /> : null}
      {market.status === 'idle' && market.hasMore ? <Button variant="ghost" block onClick={market.loadMore}>{t('rtp.more')}</Button> : null}
      <RtpFreshness freshness={market.freshness} />
    </>
  );
}

function useSponsors(): SponsorSummary[] {
  const [sponsors, setSponsors] = useState<SponsorSummary[]>([]);
  useEffect(() => {
    sponsorList({ background: true }).then((answer) => setSponsors(answer.data ?? []), () => undefined);
  }, []);
  return sponsors;
}
