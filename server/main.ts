/**
 * Boots the server. One process by default (PGlite or PostgreSQL); with WORKERS > 1 (needs
 * DATABASE_URL and REDIS_URL, server/config.ts) the primary migrates and seeds once, then forks
 * the workers, which share the port through node:cluster and hold no state of their own.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readServerConfig, type ServerConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DEMO_MEMBER, seedDemoContent } from './db/seed.ts';
import { runWorkers } from './cluster.ts';
import { serve } from './serve.ts';

const startedAt = performance.now();
let config: ServerConfig;
try {
  config = readServerConfig(process.env);
} catch (error) {
  console.error(`Configuração inválida: ${(error as Error).message}`);
  process.exit(1);
}
// Every worker must share one operator secret: make it once, here, and pass it down.
const generatedSecret = !process.env.OPS_SECRET;
process.env.OPS_SECRET ||= randomBytes(18).toString('base64url');

if (cluster.isPrimary) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool, dataDir: config.dataDir });
  await migrateDatabase(database);
  // The demo's self-completing tasks credit points; journeys that count exact balances turn them off.
  const seeded = await seedDemoContent(database.db, { autoTasks: process.env.DEMO_AUTO_TASKS !== '0' });
  if (config.workers > 1) {
    await database.close();
    await runWorkers(config.workers);
  } else {
    await serve(config, database);
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nPrêmia pronto em http://localhost:${config.port}  (${seconds} s${config.workers > 1 ? `, ${config.workers} processos` : ''})`);
  console.log(`Banco de dados: ${database.description}${seeded ? ' — conteúdo de demonstração criado' : ''}`);
  console.log(`Login de demonstração: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
  if (generatedSecret) console.log(`OPS_SECRET gerado para esta execução: ${process.env.OPS_SECRET}`);
} else {
  await serve(config, await openDatabase({ databaseUrl: config.databaseUrl, pool: config.databasePool }));
}
