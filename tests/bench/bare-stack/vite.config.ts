/** The bare-stack baseline's build: the app's build settings (vite.config.ts) without its pages, PWA or precompression. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const reactRouterProduction = fileURLToPath(new URL('../../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  plugins: [react()],
  build: { target: 'es2020', modulePreload: { polyfill: false } },
});
