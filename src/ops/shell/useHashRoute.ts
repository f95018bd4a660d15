/** `#/queue/withdrawals`, `#/content/banners`, `#/feedback`, `#/broadcast`, `#/audit`: the console's only routes. */
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useHashRoute(): { page: string; arg: string } {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const [page = '', arg = ''] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  return { page, arg };
}

export const hrefOf = (page: string, arg?: string) => `#/${page}${arg ? `/${encodeURIComponent(arg)}` : ''}`;
