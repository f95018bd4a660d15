import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const apiPort = Number(process.env.PORT ?? 3000);

// react-router's package exports only its development build (extra checks and warnings); the
// production bundle uses its production build, as the package documents.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [react(), precompress()],
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
  },
}));
