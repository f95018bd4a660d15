/** Where the end-to-end server runs; its data folder is new for every run. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4179);

export const E2E = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  opsSecret: 'e2e-ops-secret',
  dataDir: process.env.E2E_DATA_DIR ?? join(tmpdir(), `premia-e2e-${process.pid}`),
};

/**
 * The server of the console's business journeys: they change rules and promotion periods that the
 * other journeys rely on (and the promotion journeys replace periods these would read).
 */
export const E2E_BUSINESS = {
  // +100 and +200 are the S3 journeys' server and store, +300 the production journey's server.
  appPort: port + 400,
  baseURL: `http://127.0.0.1:${port + 400}`,
  journeyFiles: ['**/console-business.spec.ts', '**/console-rain-range.spec.ts', '**/console-site.spec.ts'],
};

/**
 * The Painel's journey (console-dashboard.spec.ts) on a server of its own: it checks that today's
 * points issued rise by exactly one member's win, which another journey's draw would blur. Its
 * rollup runs every second (the others keep the 60 s default).
 */
export const E2E_DASHBOARD = {
  appPort: port + 500,
  baseURL: `http://127.0.0.1:${port + 500}`,
  journeyFiles: ['**/console-dashboard.spec.ts'],
};
