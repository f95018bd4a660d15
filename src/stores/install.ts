/**
 * The browser's install offer (`beforeinstallprompt`, Chrome/Edge/Android), kept for later: the
 * download page and the Me tab show 'Instalar app' while one is held. Start-up calls
 * `listenForInstallPrompt()` once; the event usually fires after it, when the worker controls the page.
 */
import { create } from 'zustand';
import { isIosSafari, isStandalone } from '../lib/platform.ts';

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  prompt: InstallPromptEvent | null;
  standalone: boolean;
  iosSafari: boolean;
  /** The browser's install dialog is open (spec §4: the socket does not reconnect meanwhile). */
  installing: boolean;
}

export const useInstallStore = create<InstallState>()(() => ({
  prompt: null,
  installing: false,
  standalone: isStandalone(),
  iosSafari: typeof navigator === 'undefined' ? false : isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
}));

let listening = false;

export function listenForInstallPrompt(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep it: the mini-infobar would otherwise show at a moment the member did not choose.
    event.preventDefault();
    useInstallStore.setState({ prompt: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => useInstallStore.setState({ prompt: null, standalone: isStandalone(win) }));
  win.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => useInstallStore.setState({ standalone: isStandalone(win) }));
}

/** Shows the browser's install dialog; a prompt can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<boolean> {
  const { prompt } = useInstallStore.getState();
  if (!prompt) return false;
  useInstallStore.setState({ prompt: null, installing: true });
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
    return choice.outcome === 'accepted';
  } finally {
    useInstallStore.setState({ installing: false });
  }
}
