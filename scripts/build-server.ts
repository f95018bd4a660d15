/**
 * `npm run build:server` (part of `npm run build`): the server as JavaScript in dist-server/, so
 * `npm start` and the container run plain `node dist-server/server/main.js`, without the tsx loader
 * (docs/operations.md, "Start as JavaScript"). tsc compiles with tsconfig.server.json (the `.ts`
 * imports rewritten to `.js`, the folders kept); then the files the server reads from disk at run
 * time are copied beside the compiled code, where import.meta.url finds them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_OUT_DIR = 'dist-server';

/** Read at run time relative to the compiled module (server/db/client.ts: MIGRATIONS_FOLDER). */
const SERVER_RUNTIME_FILES = ['server/db/migrations'];

// A file deleted from the sources must not live on in the output.
rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
if (tsc.status !== 0) {
  console.error('build:server: o TypeScript recusou o código do servidor (veja acima)');
  process.exit(tsc.status ?? 1);
}
for (const path of SERVER_RUNTIME_FILES) cpSync(path, join(SERVER_OUT_DIR, path), { recursive: true });
if (!existsSync(join(SERVER_OUT_DIR, 'server', 'main.js'))) {
  console.error(`build:server: ${SERVER_OUT_DIR}/server/main.js não foi gerado`);
  process.exit(1);
}
console.log(`build:server: ${SERVER_OUT_DIR}/server/main.js`);
