import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/App.tsx';
import { firstScreenShown } from './app/first-screen.ts';
import { routeOfHash } from './app/route-table.ts';
import { localToken } from './lib/local-values.ts';
import { storeAttribution } from './app/attribution.ts';

// Attribution comes from the address the app was opened at, before any redirect, and is stored
// before any call can leave: every call carries the CHANNEL-FROM it stores (spec §1).
const launchUrl = { search: window.location.search, hash: window.location.hash };
storeAttribution(launchUrl);
// Start-up asks for a device token only if none was stored at launch; read now, as the opened
// page's first call may end the session (401) before start-up runs.
const hadTokenAtLaunch = Boolean(localToken.get());

// The opened page's module starts downloading now, beside React's first render, rather than from
// the page's first effect after the shell's commit (a few hundred ms later on a slow phone). A
// member-only page is left for a visitor, who is sent to login. Failures show on the page's own load.
// The page's first read, if its route names one, leaves at the same time (api/early.ts).
const openedRoute = routeOfHash(launchUrl.hash);
if (openedRoute?.load && (!openedRoute.member || hadTokenAtLaunch)) {
  openedRoute.load().catch(() => {});
  const early = openedRoute.early;
  if (early) import('./api/early.ts').then(({ askEarly }) => askEarly(early), () => {});
}

const container = document.getElementById('root');
if (container) {
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
// Start-up (device token, icon, sound, tracking scripts) paints nothing: its module loads after
// the first screen's, in parallel with React's first render; its steps wait until the opened page
// has shown (first-screen.ts), so they do not compete with it.
void import('./app/startup.ts').then(
  ({ runStartup }) => runStartup({ ready: firstScreenShown, hadTokenAtLaunch }),
  (error: unknown) => console.error('[startup] could not load', error),
);
// The service worker registers once the browser is idle after the first render, from
// its own chunk, so neither registration nor workbox-window weighs on the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWhenIdle = () => {
    void import('./app/pwa.ts').then(({ registerPwa }) => registerPwa(), (error: unknown) => console.error('[pwa] could not load', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(registerWhenIdle, { timeout: 5000 });
  else setTimeout(registerWhenIdle, 2000);
}
