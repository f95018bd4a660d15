/**
 * The baseline of `npm run bench:peak`: a bare `ws` server, nothing else, in WORKERS processes
 * sharing PORT the way server/cluster.ts shares the app's (node:cluster, round-robin from the
 * primary). The bench (this process's parent, over IPC) sends `{ broadcast: text }`; the primary
 * passes it to every worker, which sends it to each of its sockets, as the hub's fan-out does.
 * `{ rss: true }` answers the workers' RSS and socket counts.
 */
import cluster from 'node:cluster';
import { WebSocketServer } from 'ws';

type Command = { broadcast: string } | { rss: true };
interface WorkerFigures { rss: number; sockets: number }

if (cluster.isPrimary) {
  const count = Number(process.env.WORKERS ?? 2);
  const workers = Array.from({ length: count }, () => cluster.fork());
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('listening', resolve))));
  process.on('message', async (command: Command) => {
    if ('broadcast' in command) {
      for (const worker of workers) worker.send(command);
      return;
    }
    const figures = await Promise.all(workers.map((worker) => new Promise<WorkerFigures>((resolve) => {
      worker.once('message', (answer: WorkerFigures) => resolve(answer));
      worker.send(command);
    })));
    process.send!({ figures });
  });
  process.send!({ ready: true });
} else {
  const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1', maxPayload: 4096 });
  process.on('message', (command: Command) => {
    if ('broadcast' in command) {
      for (const socket of server.clients) if (socket.readyState === 1) socket.send(command.broadcast);
      return;
    }
    process.send!({ rss: process.memoryUsage().rss, sockets: server.clients.size } satisfies WorkerFigures);
  });
}
