import { useTranslation } from '../../lib/i18n.ts';
import { Chips } from '../../components/Chips.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { RTP_GAME_TYPES } from '../../domain/contract/rtp-values.ts';
import type { SponsorSummary } from '../../domain/contract/sponsors.ts';

export interface FilterValues {
  keyword: string;
  sponsor: string;
  type: string;
  sort: 'rtp' | 'change';
}

interface MarketFiltersProps {
  values: FilterValues;
  sponsors: SponsorSummary[];
  onChange: (changes: Partial<FilterValues>) => void;
}

/** Search, sponsor and game type, and the sort: every value lives in the route query. */
export function MarketFilters({ values, sponsors, onChange }: MarketFiltersProps) {
  const { t } = useTranslation();
  const types = [{ value: '', label: t('rtp.allTypes') }, ...RTP_GAME_TYPES.map((type) => ({ value: type, label: t(`rtp.types.${type}`) }))];
  return (
    <section className="card rtp-filters">
      <TextField label={t('rtp.search')} type="search" name="keyword" value={values.keyword} maxLength={50}
        placeholder={t('rtp.searchPlaceholder')} onValueChange={(keyword) => onChange({ keyword })} />
      <SelectField label={t('rtp.sponsor')} value={values.sponsor} onValueChange={(sponsor) => onChange({ sponsor })}
        placeholder={t('rtp.allSponsors')} options={sponsors.map((s) => ({ value: String(s.id), label: s.name }))} />
      <Chips label={t('rtp.type')} value={values.type} options={types} onChange={(type) => onChange({ type })} />
      <Chips label={t('rtp.sortBy')} value={values.sort} onChange={(sort) => onChange({ sort })}
        options={[{ value: 'rtp', label: t('rtp.sortRtp') }, { value: 'change', label: t('rtp.sortChange') }]} />
    </section>
  );
}
