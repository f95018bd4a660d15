/**
 * `npm run test:e2e`: checks for a browser (with a clear message when there is none), builds the
 * front end and the server as `npm start` does, then runs the Playwright journeys against the
 * server as it ships (dist-server/, plain node).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, MISSING_BROWSER_MESSAGE } from './browser.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!findChromium()) {
  console.error(MISSING_BROWSER_MESSAGE);
  process.exit(1);
}
run('npx', ['vite', 'build', '--logLevel', 'warn']);
// The operator console is its own build (dist/ops), served at /ops/ like npm start does.
run('npx', ['vite', 'build', '--config', 'vite.ops.config.ts', '--logLevel', 'warn']);
run(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts']);
const dataDir = mkdtempSync(join(tmpdir(), 'premia-e2e-'));
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...process.env, E2E_DATA_DIR: join(dataDir, 'data') });
