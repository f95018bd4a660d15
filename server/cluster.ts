/** The primary of WORKERS > 1: forks the workers, replaces one that dies, and drains them all on SIGTERM. */
import cluster from 'node:cluster';

const RESTART_DELAY_MS = 1000;

export async function runWorkers(count: number): Promise<void> {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`processo ${worker.process.pid} terminou (${signal ?? code}); iniciando outro`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let alive = Object.keys(cluster.workers ?? {}).length;
    if (alive === 0) process.exit(0);
    cluster.on('exit', () => {
      alive -= 1;
      if (alive === 0) process.exit(0);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const listening = Array.from({ length: count }, () => new Promise<void>((resolve) => fork().once('listening', () => resolve())));
  await Promise.all(listening);
}
