/** `npm run dev`: the API server in watch mode, Vite with hot reload for the app and for the operator console (:5174/ops/), proxied to it. */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('node', ['--watch-path=server', '--watch-path=src/domain', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: '', CHECK_ANSWERS: '1' },
  }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'vite.ops.config.ts'], { stdio: 'inherit' }),
];

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { if (code && code !== 0) stop(); }));
