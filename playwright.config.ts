import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts';
import { E2E, E2E_BUSINESS, E2E_DASHBOARD } from './tests/e2e/env.ts';
import { E2E_S3, E2E_S3_SERVER_ENV } from './tests/e2e/support/s3-store.ts';

const executablePath = findChromium();

/**
 * The app exactly as `npm start` serves it: the built front end and the API on one port, the
 * server as the compiled JavaScript (`npm run start:prod`; tests/e2e/run.ts builds both first).
 */
function appServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node dist-server/server/main.js',
    url: `http://127.0.0.1:${port}/api/languages`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    env: { RATE_LIMIT_FACTOR: '50', PORT: String(port), DATA_DIR: dataDir, OPS_SECRET: E2E.opsSecret, STATIC_DIR: 'dist', HOST: '127.0.0.1',
      // Balances in the journeys are exact: no demo task credits points on profile, draw or wallet events.
      DEMO_AUTO_TASKS: '0',
      // The journeys' answers are checked against their schemas too (server/http/answer-check.ts).
      CHECK_ANSWERS: '1',
      ...extraEnv },
  };
}

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
    // The service worker would answer requests that page.route() must see; the
    // installable-app journey (pwa.spec.ts) allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'disk', testIgnore: [...E2E_BUSINESS.journeyFiles, ...E2E_DASHBOARD.journeyFiles] },
    // The console's business journeys change the wheel's prizes, withdrawal types and rains: on a
    // server of their own, so the other journeys keep the seeded rules.
    { name: 'business', testMatch: E2E_BUSINESS.journeyFiles, use: { baseURL: E2E_BUSINESS.baseURL } },
    // The Painel's journey counts today's points issued exactly: no other journey draws on its server.
    { name: 'dashboard', testMatch: E2E_DASHBOARD.journeyFiles, use: { baseURL: E2E_DASHBOARD.baseURL } },
    // The journeys that store images, again on a server whose uploads live in an S3-compatible bucket.
    { name: 's3', testMatch: E2E_S3.journeyFiles, grep: E2E_S3.journeyTitles, use: { baseURL: E2E_S3.baseURL } },
  ],
  webServer: [
    appServer(E2E.port, E2E.dataDir),
    {
      command: 'node --import tsx tests/e2e/support/s3-store-server.ts',
      // s3rver answers 404 for the bucket until the script has made it.
      url: `http://127.0.0.1:${E2E_S3.storePort}/${E2E_S3.bucket}`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    appServer(E2E_S3.appPort, `${E2E.dataDir}-s3`, E2E_S3_SERVER_ENV),
    appServer(E2E_BUSINESS.appPort, `${E2E.dataDir}-business`),
    // The Painel's rollup every second, so its journey sees a draw in the figures soon.
    appServer(E2E_DASHBOARD.appPort, `${E2E.dataDir}-dashboard`, { DASHBOARD_ROLLUP_MS: '1000' }),
  ],
});
