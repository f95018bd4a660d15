/**
 * `npm run bench:sockets`: one server process on in-memory PGlite holds 1,000 idle notifyws
 * sockets (each bound to a member); prints the count held, the process RSS before and after,
 * then the delivery latency (NOTIFY → socket) of 200 broadcast events while they are connected.
 * Client and server share this process, so the RSS includes the 1,000 client sockets too.
 * BENCH_SOCKETS changes the count.
 */
import { PGlite } from '@electric-sql/pglite';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { visitors } from '../../server/db/schema.ts';
import { publish } from '../../server/realtime/events.ts';

const COUNT = Number(process.env.BENCH_SOCKETS ?? 1000);
const EVENTS = 200;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const handle = await openDatabase({ pglite: new PGlite() });
await migrateDatabase(handle);
const app = await buildApp({ db: handle.db });
const address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
const rows = await handle.db
  .insert(visitors)
  .values(Array.from({ length: COUNT }, (_, i) => ({ deviceId: `bench-device-${i}`, lastIp: '127.0.0.1', createdAt: new Date() })))
  .returning({ id: visitors.id });

const settle = async () => {
  for (let i = 0; i < 3; i += 1) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return process.memoryUsage();
};
const before = await settle();
const rssBefore = before.rss;
const sockets: WebSocket[] = [];
const opened = Date.now();
for (let i = 0; i < rows.length; i += 100) {
  await Promise.all(rows.slice(i, i + 100).map((row) => new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${address}/notifyws?user_id=${row.id}&isPwa=2&channel=bench`);
    socket.once('message', () => resolve());
    socket.once('error', reject);
    sockets.push(socket);
  })));
}
const openMs = Date.now() - opened;
// Bind each socket to a "member" id directly (the auth message needs real sessions; the hub is what is measured).
let n = 0;
for (const peer of app.realtime.peers) app.realtime.bindMember(peer, ++n);
const after = await settle();
const rssAfter = after.rss;
console.log(`sockets held: ${app.realtime.peers.size} of ${COUNT} (opened in ${openMs} ms)`);
console.log(`RSS before: ${mb(rssBefore)}, after: ${mb(rssAfter)} (+${((rssAfter - rssBefore) / 1024 / COUNT).toFixed(1)} kB per socket, client side included); JS heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`);

// Latency: publish a broadcast, wait until the last socket has it; one at a time.
const latencies: number[] = [];
const lastArrivals: number[] = [];
for (let i = 0; i < EVENTS; i += 1) {
  let left = sockets.length;
  const start = performance.now();
  const arrivedAll = new Promise<void>((resolve) => {
    const perSocket: Array<() => void> = [];
    sockets.forEach((socket, index) => {
      const onMessage = () => {
        socket.off('message', onMessage);
        if (index === 0) latencies.push(performance.now() - start);
        left -= 1;
        if (left === 0) resolve();
      };
      perSocket.push(onMessage);
      socket.on('message', onMessage);
    });
  });
  await publish(handle.db, { type: 'message', member_id: null });
  await arrivedAll;
  lastArrivals.push(performance.now() - start);
}
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
console.log(`${EVENTS} broadcasts to ${sockets.length} sockets: first socket p50 ${p(latencies, 0.5).toFixed(1)} ms, p95 ${p(latencies, 0.95).toFixed(1)} ms; ` +
  `all sockets p50 ${p(lastArrivals, 0.5).toFixed(1)} ms, p95 ${p(lastArrivals, 0.95).toFixed(1)} ms`);

sockets.forEach((s) => s.terminate());
await app.close();
await handle.close();
