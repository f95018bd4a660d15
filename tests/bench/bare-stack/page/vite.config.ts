/** The Lighthouse baseline page's build: the app's build settings, served by the app's server under /bench-bare/. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../../../scripts/precompress.ts';

const reactRouterProduction = fileURLToPath(new URL('../../../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export const BARE_PAGE_BASE = '/bench-bare/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: BARE_PAGE_BASE,
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  plugins: [react(), precompress()],
  build: { target: 'es2020', modulePreload: { polyfill: false } },
});
