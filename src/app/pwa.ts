/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker. main.tsx imports this module when the browser is idle
 * after the first render, so neither it nor workbox-window is part of the first screen.
 * registerType 'prompt': a new release installs in the background and waits; the shell's update
 * toast lets the member apply it (src/app/UpdateToast.tsx), never in the middle of a draw or a
 * withdrawal (src/stores/busy.ts).
 */
import { registerSW } from 'virtual:pwa-register';
import { useAppUpdateStore } from '../stores/app-update.ts';

/** How often an open app asks the server for a new worker (a member may keep it open for hours). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerPwa(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      // updateSW(true) tells the waiting worker to take over, then reloads once it controls the page.
      useAppUpdateStore.setState({ apply: () => updateSW(true) });
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.error('[pwa] service worker registration failed', error);
    },
  });
}
