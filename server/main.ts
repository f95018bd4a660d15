/**
 * Boots the server. One process by default (PGlite or PostgreSQL); with WORKERS > 1 (needs
 * DATABASE_URL and REDIS_URL, server/config.ts) the primary migrates (and, in the demo, seeds)
 * once, then forks the workers, which share the port through node:cluster and hold no state of
 * their own. Production (PREMIA_MODE=production) refuses a missing or weak setting before it
 * opens, migrates or listens on anything, and never seeds.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { checkStartup } from './settings/startup.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './migrate.ts';
import { DEMO_MEMBER, seedDemoContent } from './db/seed.ts';
import { runWorkers } from './cluster.ts';
import { serveClusterMetrics } from './metrics/cluster.ts';
import { serve } from './serve.ts';

const startedAt = performance.now();
const startup = checkStartup(process.env);
if (!startup.config) {
  for (const line of startup.refusals) console.error(line);
  process.exit(1);
}
const config = startup.config;
const demo = config.mode === 'demo';
// Every worker must share one operator secret: the demo makes it once, here, and passes it down
// (production was refused without a strong one).
const generatedSecret = demo && !process.env.OPS_SECRET;
if (generatedSecret) process.env.OPS_SECRET = randomBytes(18).toString('base64url');

if (cluster.isPrimary) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool, dataDir: config.dataDir });
  await migrateDatabase(database);
  // The demo's self-completing tasks credit points; journeys that count exact balances turn them off.
  const seeded = demo && (await seedDemoContent(database.db, { autoTasks: process.env.DEMO_AUTO_TASKS !== '0' }));
  if (config.workers > 1) {
    await database.close();
    await serveClusterMetrics(config.metrics);
    await runWorkers(config.workers);
  } else {
    await serve(config, database);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const address = demo ? `http://localhost:${config.port}` : `${config.publicUrl} (porta ${config.port})`;
  console.log(`\nPrêmia pronto em ${address}  (${seconds} s${config.workers > 1 ? `, ${config.workers} processos` : ''}, modo ${demo ? 'demonstração' : 'produção'})`);
  console.log(`Banco de dados: ${database.description}${seeded ? ' — conteúdo de demonstração criado' : ''}`);
  if (demo) console.log(`Login de demonstração: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
  if (generatedSecret) console.log(`OPS_SECRET gerado para esta execução: ${process.env.OPS_SECRET}`);
} else {
  await serve(config, await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool }));
}
