/**
 * `npm run test:server`: the server suite on embedded PGlite, then the same suite again on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
import { spawnSync } from 'node:child_process';

function runSuite(label: string, env: NodeJS.ProcessEnv): number {
  console.log(`\n▶ server tests on ${label}`);
  return spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], { stdio: 'inherit', env }).status ?? 1;
}

const { TEST_DATABASE_URL, ...withoutUrl } = process.env;
let status = runSuite('PGlite', withoutUrl);
if (status === 0 && TEST_DATABASE_URL) status = runSuite(`PostgreSQL (${TEST_DATABASE_URL})`, process.env);
process.exit(status);
