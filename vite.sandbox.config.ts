/**
 * The designers' sandbox: its own Vite entry and port, never part of the member bundle.
 * `npm run sandbox` serves it; the browser tests and the benchmark use the same pages.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { saveParamsPlugin } from './scripts/sandbox/save-params.ts';
import { phoneChannel } from './scripts/sandbox/phone-channel.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * Cross-origin isolation: performance.now() then ticks in 5 µs steps instead of 100 µs, which the
 * live stats and the benchmark need to time frames of a fraction of a millisecond.
 */
const headers = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  // "Salvar no projeto" writes assets/scene-params/<scene>.json; the phone channel relays the panel to phones (dev server only).
  plugins: [saveParamsPlugin(), phoneChannel()],
  // Pre-bundled dependencies of this checkout's own: node_modules may be shared by several
  // checkouts, whose servers would otherwise re-optimise one another's deps mid-test.
  cacheDir: '.tmp/vite-sandbox',
  server: {
    // On the local network too: the designer opens the stage on a phone (the address is printed with a QR code).
    host: true,
    port: Number(process.env.SANDBOX_PORT ?? 5180),
    headers,
    open: process.env.CI || process.env.NO_OPEN ? false : '/scenes/sandbox/index.html',
  },
  preview: { port: Number(process.env.SANDBOX_PORT ?? 5180), headers },
  build: {
    outDir: '.tmp/sandbox-dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        sandbox: `${root}scenes/sandbox/index.html`,
        stage: `${root}scenes/sandbox/stage.html`,
        compare: `${root}scenes/sandbox/compare.html`,
        domRain: `${root}tests/bench/scenes/dom-rain.html`,
        calibrate: `${root}tests/bench/scenes/calibrate.html`,
        luckyWheel: `${root}tests/bench/scenes/lucky-wheel.html`,
      },
    },
  },
  // The debug overlays' React is imported only when one is switched on: pre-bundled up front, so
  // that first import does not make Vite optimise again and reload the stage.
  optimizeDeps: { entries: ['scenes/sandbox/*.html', 'tests/bench/scenes/*.html'], include: ['react', 'react/jsx-runtime', 'react-dom/client', '@pixi/react'] },
});
