import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenHtml } from './scripts/first-screen-html.ts';
import { precompress } from './scripts/precompress.ts';
import { importsZodItself, reachesZod } from './scripts/reaches-package.ts';
import { precacheFirstScreen, REACT_DOM_CHUNK } from './scripts/pwa-precache.ts';
import { LOGIN_PATH, MEMBER_ONLY_PATHS } from './src/lib/paths.ts';
import { LOCAL_KEYS } from './src/lib/local-values.ts';

const apiPort = Number(process.env.PORT ?? 3000);

// react-router's package exports only its development build (extra checks and warnings); the
// production bundle uses its production build, as the package documents.
const distDir = fileURLToPath(new URL('./dist', import.meta.url));

/** The installable app: manifest, icons and the service worker built from src/sw.ts. */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // src/app/pwa.ts registers through virtual:pwa-register after the first render, when idle.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  // The icons are listed by scripts/pwa-precache.ts' shell patterns already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Prêmia',
    short_name: 'Prêmia',
    description: 'Ganhe pontos, resgate prêmios e convide amigos.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/#/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // --orange and --bg of src/app/global.css
    theme_color: '#ff7a00',
    background_color: '#f5f6f8',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png}'],
    globIgnores: ['ops/**', '**/*.{br,gz}', 'sw.js', 'workbox-*.js'],
    manifestTransforms: [precacheFirstScreen(distDir)],
    maximumFileSizeToCacheInBytes: 600 * 1024,
  },
  devOptions: { enabled: false },
});

const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * Fewer, larger chunks on the way to a page's first paint. Left to itself the bundler
 * cut the first screen and each page into dozens of sub-kilobyte shared chunks (a login page
 * fetched 45 files before it painted); over HTTP/1.1 each costs a request slot and on slow 4G a
 * round trip. Groups, highest priority first: what the first screen runs, in one chunk; the HTTP
 * client, the calls and the contract's zod-free values; the zod schemas (only pages with a form:
 * `tests/unit/zod-pages.test.ts`); the shared components; the pages' shared small helpers.
 */
/** Modules that build zod schemas on import: zod itself and those that import it. */
const importsZod = (id: string) => /node_modules[\\/]zod[\\/]/.test(id) || (/[\\/]src[\\/].*\.tsx?$/.test(id) && importsZodItself(id));
/**
 * The contract's zod-free modules (`reward-values.ts` and the other `*-values.ts`, the envelope):
 * a group pulls in what its modules import, so without this they went into `schemas` beside the
 * zod modules that import them, and every page that read one value (the game pages' labels)
 * downloaded and evaluated zod and every schema (about 100 ms at a phone's 4× slowdown).
 */
const isZodFreeContract = (id: string) => /[\\/]src[\\/]domain[\\/]contract[\\/].*\.ts$/.test(id) && !reachesZod(id);
/**
 * The small hooks and helpers of src/lib and src/stores that several pages import (format, busy,
 * use-load, route-query…): each was a chunk of its own under 1 kB, so the wheel's page preloaded
 * 11 files (7.1 a route on average); together they are one of 4 kB, and a route preloads 5.0. Not
 * the strings (each feature's own), not what brings zod, and only modules two pages share; their
 * imports stay where they are (a module of start-up's own would otherwise bring acorn or Howler).
 * What home (the first screen's page) imports stays out too: home would fetch the whole chunk.
 */
const HOME_HELPERS = /[\\/]format-points\.ts$/;
const isSharedHelper = (id: string) => /[\\/]src[\\/](lib|stores)[\\/][^?]*\.tsx?$/.test(id) && !/i18n|locales/.test(id) && !HOME_HELPERS.test(id) && !reachesZod(id);
const CHUNK_GROUPS = [
  // main.tsx imports react-dom/client by itself, to evaluate it in a task of its own.
  { name: REACT_DOM_CHUNK, test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 5, includeDependenciesRecursively: false },
  { name: 'first-screen', tags: ['$initial' as const], priority: 4 },
  { name: 'schemas', test: importsZod, priority: 2 },
  { name: 'api', test: (id: string) => /node_modules[\\/]axios[\\/]|src[\\/]api[\\/]/.test(id) || isZodFreeContract(id), priority: 3 },
  { name: 'components', test: /src[\\/]components[\\/]/, priority: 1 },
  { name: 'shared', test: isSharedHelper, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
];

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [react(), pwa, firstScreenHtml({
    preloadModules: ['react-dom/client.js', 'src/api/http.ts', 'src/api/unwrap.ts'],
    visitors: { memberOnly: MEMBER_ONLY_PATHS, login: LOGIN_PATH, memberKeys: [LOCAL_KEYS.token, LOCAL_KEYS.userInfo] },
  }), precompress()],
  // The page-scene worker (scenes/worker/page-worker.ts) is a module worker: code-split like the page.
  worker: { format: 'es' as const },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Every browser the app targets on phones knows <link rel=modulepreload>; the polyfill would
    // only add its bytes to the first screen.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
