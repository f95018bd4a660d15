/** Scenes in real Chromium: the sandbox's stage page served by Vite on a free port. */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, MISSING_BROWSER_MESSAGE, findChromium } from '../e2e/browser.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Workers load this file again: the port chosen by the main process travels in the environment.
process.env.SCENES_TEST_PORT ??= String(await freePort());
const port = Number(process.env.SCENES_TEST_PORT);
// The sandbox's "Salvar no projeto" writes here, never into the project's assets/scene-params.
process.env.SANDBOX_PARAMS_DIR ??= fileURLToPath(new URL('../../.tmp/browser-scene-params', import.meta.url));
const executablePath = findChromium();
if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../.tmp/browser-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    locale: 'pt-BR',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'] },
  },
  webServer: {
    command: `npx vite --config vite.sandbox.config.ts --port ${port} --strictPort --host 127.0.0.1`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/scenes/sandbox/stage.html`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NO_OPEN: '1', SANDBOX_PARAMS_DIR: process.env.SANDBOX_PARAMS_DIR },
  },
});
