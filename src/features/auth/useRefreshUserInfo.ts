import { useEffect } from 'react';
import { getUserInfo, unwrap } from '../../api/index.ts';
import { useSessionStore } from '../../stores/session.ts';

/** Fetches the member's current info in the background when a member page opens. */
export function useRefreshUserInfo() {
  const isMember = useSessionStore((s) => Boolean(s.token && s.userInfo));
  useEffect(() => {
    if (!isMember) return;
    getUserInfo({ loading: false })
      .then((answer) => useSessionStore.getState().setUserInfo(unwrap(answer)))
      .catch(() => undefined);
  }, [isMember]);
}
