/**
 * The operator console: its own Vite entry (root src/ops), built into dist/ops and served by the
 * API server at /ops/. A separate build, so no chunk is ever shared with the member bundle.
 * `npm run build` builds the app, then this; `npm run dev` serves it on OPS_DEV_PORT (5174).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/ops', import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root,
  base: '/ops/',
  publicDir: false,
  plugins: [react()],
  server: { port: Number(process.env.OPS_DEV_PORT ?? 5174), proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: fileURLToPath(new URL('./dist/ops', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
  },
});
