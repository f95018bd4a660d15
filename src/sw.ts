/**
 * The service worker, built by vite-plugin-pwa's injectManifest into dist/sw.js.
 * - Precache: the shell (index.html, offline.html, icons) and the first screen's hashed assets;
 *   the list is injected at build time (self.__WB_MANIFEST, filtered in vite.config.ts), never
 *   the lazy pages, scenes or Pixi.
 * - /api/ and /ops/ always go to the network (NetworkOnly): member data is never cached here.
 * - Images: CacheFirst, at most 80 entries for 30 days.
 * - A navigation that cannot reach the network gets offline.html ('Sem conexão').
 * - push / notificationclick: a push carries JSON {title, body, url}; a tap focuses a window of
 *   the app (or opens one) at that url, '/#/' by default.
 * The service-worker types are declared here, small, so the DOM typings of the rest of src/ stay.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

interface ExtendableEvent extends Event { waitUntil(promise: Promise<unknown>): void }
interface PushEvent extends ExtendableEvent { readonly data: { json(): unknown; text(): string } | null }
interface NotificationEvent extends ExtendableEvent { readonly notification: Notification & { close(): void } }
interface WindowClient { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> }
interface SwScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: { showNotification(title: string, options?: NotificationOptions & { data?: unknown }): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: SwScope;

const OFFLINE_PAGE = '/offline.html';
const DEFAULT_URL = '/#/';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open page at once (so it works offline from the first visit). A new
// release's worker activates only when the member taps 'atualizar', and the page then reloads.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The update flow (registerType 'prompt'): the page asks the waiting worker to take over. */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Never cached: the API (balances, draws, withdrawals) and the operator console.
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.startsWith('/api/') || url.pathname === '/api'), new NetworkOnly(), 'GET');
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.startsWith('/api/') || url.pathname === '/api'), new NetworkOnly(), 'POST');
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.startsWith('/ops/') || url.pathname === '/ops'), new NetworkOnly(), 'GET');

// Navigations: always the network (index.html names the current release); offline, the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Images (banners, sponsors, uploads shown in lists): first from the cache, bounded.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'premia-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate' && !new URL(request.url).pathname.startsWith('/ops')) {
    const page = await matchPrecache(OFFLINE_PAGE);
    if (page) return page;
  }
  return Response.error();
});

interface PushPayload { title?: string; body?: string; url?: string }

function readPush(event: PushEvent): PushPayload {
  if (!event.data) return {};
  try {
    const value = event.data.json();
    return value && typeof value === 'object' ? (value as PushPayload) : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const { title, body, url } = readPush(event);
  event.waitUntil(self.registration.showNotification(title || 'Prêmia', {
    body: body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'pt-BR',
    data: { url: typeof url === 'string' && url ? url : DEFAULT_URL },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: string } | null)?.url || DEFAULT_URL;
  const target = new URL(wanted, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const mine = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (mine) {
      const focused = await mine.focus();
      // navigate() refuses a window this worker does not control; a new window is the fallback.
      if (focused.url === target) return;
      if (await focused.navigate(target).catch(() => null)) return;
    }
    await self.clients.openWindow(target);
  })());
});
