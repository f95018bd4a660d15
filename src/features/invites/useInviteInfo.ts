import { useCallback, useEffect, useState } from 'react';
import { getInviteInfo } from '../../api/index.ts';
import type { InviteInfoResponse } from '../../domain/contract/invite-values.ts';

export type InviteInfoState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: InviteInfoResponse };

/** The member's code, figures and the programme's rules; `reload` after a failure. */
export function useInviteInfo() {
  const [state, setState] = useState<InviteInfoState>({ status: 'loading' });
  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const answer = await getInviteInfo({ loading: false });
      setState(answer.code === 0 ? { status: 'ready', info: answer.data } : { status: 'error' });
    } catch {
      setState({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
