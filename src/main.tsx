import { StrictMode, startTransition } from 'react';
import './app/global.css';
import { App } from './app/App.tsx';
import { extrasDue } from './app/first-screen.ts';
import { routeOfHash } from './app/route-table.ts';
import { localToken, localUserInfo } from './lib/local-values.ts';
import { LOGIN_PATH } from './lib/paths.ts';
import { storeAttribution } from './app/attribution.ts';
import { evaluateRouteChunks, nextTask } from './app/route-chunks.ts';

// Attribution comes from the address the app was opened at, before any redirect, and is stored
// before any call can leave: every call carries the CHANNEL-FROM it stores (spec §1).
const launchUrl = { search: window.location.search, hash: window.location.hash };
storeAttribution(launchUrl);
// Start-up asks for a device token only if none was stored at launch; read now, as the opened
// page's first call may end the session (401) before start-up runs.
const hadTokenAtLaunch = Boolean(localToken.get());

// The page to be shown is imported now, beside React's first render, rather than from the page's
// first effect after the shell's commit (a few hundred ms later on a slow phone): the opened page,
// or login for a visitor on a member-only page (MemberOnly sends them there). index.html's starter
// has preloaded its chunks; they are evaluated one per task before the page itself
// (route-chunks.ts). Failures show on the page's own load.
// The page's first read, if its route names one, leaves at the same time (api/early.ts).
const memberAtLaunch = hadTokenAtLaunch && localUserInfo.get() !== null;
const openedRoute = routeOfHash(launchUrl.hash);
const shownRoute = openedRoute?.member && !memberAtLaunch ? routeOfHash(`#${LOGIN_PATH}`) : openedRoute;
if (shownRoute?.load) {
  const load = shownRoute.load;
  evaluateRouteChunks().catch(() => {}).then(load).catch(() => {});
  const early = shownRoute.early;
  // The HTTP client's evaluation and its first call, in two tasks.
  if (early) import('./api/early.ts').then(async ({ askEarly }) => { await nextTask(); askEarly(early); }, () => {});
}
// Listening for the first touch from launch: start-up's extras, the widgets and the service worker wait for it or for the page's rest.
const extrasReady = extrasDue();

/**
 * react-dom is two thirds of the first screen's code, and a module graph is evaluated in one task:
 * with it in the entry that task was 150–290 ms at a phone's 4× slowdown, the page's longest.
 * Its own chunk (preloaded beside the entry by index.html's starter) is evaluated in a task of its
 * own after the entry's, and React renders in a third.
 */
async function renderFirstScreen(container: HTMLElement): Promise<void> {
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const root = createRoot(container);
  // A transition, so React 19 renders the first screen in slices of a few milliseconds instead of
  // one long task (about 200 ms at a phone's 4× slowdown, `npm run bench:startup`). index.html's
  // skeleton stays in #root until the first commit replaces it, so nothing is blank meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) renderFirstScreen(container).catch((error: unknown) => console.error('[first-screen] could not load', error));
// Start-up (device token, icon, sound, tracking scripts) paints nothing: its module loads after
// the first screen's, in parallel with React's first render; its steps wait for the first touch
// or the page's rest after it has shown (first-screen.ts), so they do not compete with it.
void import('./app/startup.ts').then(
  ({ runStartup }) => runStartup({ ready: extrasReady, hadTokenAtLaunch }),
  (error: unknown) => console.error('[startup] could not load', error),
);
// The service worker registers with the extras, from its own chunk, so neither registration,
// workbox-window nor the precache's downloads weigh on the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void extrasReady.then(() => import('./app/pwa.ts')).then(({ registerPwa }) => registerPwa(), (error: unknown) => console.error('[pwa] could not load', error));
}
