import { useCallback, useEffect, useState } from 'react';
import { getWalletInfo, unwrap } from '../../api/index.ts';
import type { WalletInfo } from '../../domain/contract/index.ts';
import { useSessionStore } from '../../stores/session.ts';

export type WalletState = { status: 'loading'; info: null } | { status: 'error'; info: null } | { status: 'ready'; info: WalletInfo };

/** The wallet as the server sees it; `replace` takes a fresher answer (after binding, a withdrawal). */
export function useWalletInfo() {
  const [state, setState] = useState<WalletState>({ status: 'loading', info: null });

  const replace = useCallback((info: WalletInfo) => {
    setState({ status: 'ready', info });
    const { userInfo, setUserInfo } = useSessionStore.getState();
    if (userInfo && userInfo.points !== info.points) setUserInfo({ ...userInfo, points: info.points });
  }, []);

  const load = useCallback(async () => {
    try {
      replace(unwrap(await getWalletInfo({ loading: false })));
    } catch {
      setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', info: null }));
    }
  }, [replace]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load, replace };
}
