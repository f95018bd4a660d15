import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session.ts';
import { login } from '../lib/paths.ts';

/** Visitors go to login first and come back here afterwards. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const isMember = useSessionStore((s) => Boolean(s.token && s.userInfo));
  const location = useLocation();
  if (isMember) return <>{children}</>;
  return <Navigate to={login({ redirect: location.pathname + location.search })} replace />;
}
