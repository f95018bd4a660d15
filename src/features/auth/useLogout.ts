import { useNavigate } from 'react-router';
import { logout } from '../../api/index.ts';
import { useSessionStore } from '../../stores/session.ts';

/** Ends the session on the server (best effort), then forgets it here and returns home. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    useSessionStore.getState().clearSession();
    navigate('/', { replace: true });
  };
}
