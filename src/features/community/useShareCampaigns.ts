import { useCallback, useState } from 'react';
import { getShareCampaigns } from '../../api/index.ts';
import type { ShareCampaign } from '../../domain/contract/shares.ts';
import { useLoad } from '../../lib/use-load.ts';

const loadCampaigns = () => getShareCampaigns({ loading: false });

/** The campaigns with today's counters; `null` while loading. `replace` keeps one in step after a submission. */
export function useShareCampaigns(): ShareCampaign[] | null {
  const { state } = useLoad(loadCampaigns);
  return state.status === 'loading' ? null : state.status === 'ready' ? state.data : [];
}

export function useCampaignState(campaigns: ShareCampaign[] | null, id: number) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const campaign = campaigns?.find((c) => c.id === id) ?? null;
  const update = useCallback((value: number) => setRemaining(value), []);
  return { campaign, remaining: remaining ?? campaign?.remaining ?? 0, setRemaining: update };
}
