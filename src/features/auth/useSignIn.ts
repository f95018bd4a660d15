import { useNavigate } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import type { SessionResponse } from '../../domain/contract/index.ts';
import { ME_PATH } from '../../lib/paths.ts';


/** Keeps the new session and returns to where the member was going (`redirect`), else to Me. */
export function useSignIn(redirect: string | undefined) {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    useSessionStore.getState().signIn(session.token, session.userInfo);
    const target = redirect && redirect.startsWith('/') ? redirect : ME_PATH;
    navigate(target, { replace: true });
  };
}
