import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session.ts';
import { LOGIN_PATH } from './route-table.ts';

/** Visitors go to login first and come back here afterwards. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const isMember = useSessionStore((s) => Boolean(s.token && s.userInfo));
  const location = useLocation();
  if (isMember) return <>{children}</>;
  const redirect = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`${LOGIN_PATH}?redirect=${redirect}`} replace />;
}
