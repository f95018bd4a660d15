/** The member's session (spec §3, §4, §6): every change is written through to localStorage. */
import { create } from 'zustand';
import type { UserInfo } from '../domain/contract/index.ts';
import { localContainerHeight, localToken, localUserInfo } from '../lib/local-values.ts';

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  navigatorContainerHeight: number | null;
  signIn: (token: string, userInfo: UserInfo) => void;
  setToken: (token: string | null) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  setContainerHeight: (height: number | null) => void;
  /** 401/402 and logout: token, userInfo and container height go (spec §4, §8). */
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: localToken.get(),
  userInfo: localUserInfo.get(),
  navigatorContainerHeight: localContainerHeight.get(),
  signIn: (token, userInfo) => {
    localToken.set(token);
    localUserInfo.set(userInfo);
    set({ token, userInfo });
  },
  setToken: (token) => {
    localToken.set(token);
    set({ token: token || null });
  },
  setUserInfo: (userInfo) => {
    localUserInfo.set(userInfo);
    set({ userInfo });
  },
  setContainerHeight: (height) => {
    localContainerHeight.set(height);
    set({ navigatorContainerHeight: localContainerHeight.get() });
  },
  clearSession: () => {
    localToken.remove();
    localUserInfo.remove();
    localContainerHeight.remove();
    set({ token: null, userInfo: null, navigatorContainerHeight: null });
  },
}));

/** Picks up values written outside the store (start-up's device token, another tab). */
export function reloadSessionFromStorage(): void {
  useSessionStore.setState({
    token: localToken.get(),
    userInfo: localUserInfo.get(),
    navigatorContainerHeight: localContainerHeight.get(),
  });
}
