import { useCallback, useEffect, useState } from 'react';
import { getShareCampaigns } from '../../api/index.ts';
import type { ShareCampaign } from '../../domain/contract/shares.ts';

/** The campaigns with today's counters; `null` while loading. `replace` keeps one in step after a submission. */
export function useShareCampaigns() {
  const [campaigns, setCampaigns] = useState<ShareCampaign[] | null>(null);
  useEffect(() => {
    let live = true;
    void getShareCampaigns({ loading: false }).then((answer) => {
      if (live) setCampaigns(answer.code === 0 ? answer.data : []);
    });
    return () => { live = false; };
  }, []);
  return campaigns;
}

export function useCampaignState(campaigns: ShareCampaign[] | null, id: number) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const campaign = campaigns?.find((c) => c.id === id) ?? null;
  const update = useCallback((value: number) => setRemaining(value), []);
  return { campaign, remaining: remaining ?? campaign?.remaining ?? 0, setRemaining: update };
}
