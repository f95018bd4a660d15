import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts';
import { E2E } from './tests/e2e/env.ts';

const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.tmp/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E.baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    hasTouch: true,
    locale: 'pt-BR',
    // SwiftShader lets headless Chromium draw the WebGL scenes (wheel, gift box).
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'] },
    screenshot: 'only-on-failure',
    // The service worker (issue 13) would answer requests that page.route() must see; the
    // installable-app journey (pwa.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  // The app exactly as `npm start` serves it: the built front end and the API on one port.
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${E2E.baseURL}/api/languages`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: { RATE_LIMIT_FACTOR: '50', PORT: String(E2E.port), DATA_DIR: E2E.dataDir, OPS_SECRET: E2E.opsSecret, STATIC_DIR: 'dist', HOST: '127.0.0.1',
      // Balances in the journeys are exact: no demo task credits points on profile, draw or wallet events.
      DEMO_AUTO_TASKS: '0',
      // The journeys' answers are checked against their schemas too (server/http/answer-check.ts).
      CHECK_ANSWERS: '1' },
  },
});
