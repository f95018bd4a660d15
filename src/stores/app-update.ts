/** A new release of the app waits (its service worker is installed): the shell offers to apply it. */
import { create } from 'zustand';

interface AppUpdateState {
  /** Set by src/app/pwa.ts when a new worker waits: activates it and reloads the page. */
  apply: (() => Promise<void>) | null;
  /** The member tapped 'atualizar' and the reload waits for a draw or a withdrawal to end. */
  deferred: boolean;
}

export const useAppUpdateStore = create<AppUpdateState>()(() => ({ apply: null, deferred: false }));
