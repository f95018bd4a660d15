import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { emitUiEvent, onUiEvent } from '../lib/ui-events.ts';
import { useSessionStore } from '../stores/session.ts';
import { SESSION_MESSAGE_DELAY_MS } from '../domain/constants.ts';
import { LOGIN_PATH } from '../lib/paths.ts';

/**
 * Spec §8, 401/402: clear the session, go to login, then show the server's message 1 s later.
 * A renewed token (the caller's answer to an expired one) only updates the store.
 */
export function useSessionEvents() {
  const navigate = useNavigate();
  useEffect(() => onUiEvent('sessionEnded', ({ message }) => {
    useSessionStore.getState().clearSession();
    navigate(LOGIN_PATH, { replace: true });
    window.setTimeout(() => emitUiEvent('toast', { message }), SESSION_MESSAGE_DELAY_MS);
  }), [navigate]);
  useEffect(() => onUiEvent('tokenRenewed', ({ token }) => useSessionStore.getState().setToken(token)), []);
}
