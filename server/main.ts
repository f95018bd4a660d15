/** Boots the server: open and migrate the database, seed it on first start, listen. */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { DEFAULT_RATE_LIMITS } from './context.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DEMO_MEMBER, seedDemoContent } from './db/seed.ts';

const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const staticDir = process.env.STATIC_DIR ?? './dist';
const opsSecret = process.env.OPS_SECRET || randomBytes(18).toString('base64url');

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
await migrateDatabase(database);
const seeded = await seedDemoContent(database.db);

// Journeys register many members from one address: they raise the per-IP limits, production never does.
const rateLimitFactor = Math.max(1, Math.floor(Number(process.env.RATE_LIMIT_FACTOR ?? 1)) || 1);
const rateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([call, rule]) => [call, { ...rule, max: rule.max * rateLimitFactor }]),
);

const app = await buildApp({ db: database.db, opsSecret, staticDir, logger: true, trustProxy: process.env.TRUST_PROXY === '1', rateLimits });

async function shutdown(signal: string): Promise<void> {
  app.log.info(`${signal}: encerrando`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`\nPrêmia pronto em http://localhost:${port}  (${seconds} s)`);
console.log(`Banco de dados: ${database.description}${seeded ? ' — conteúdo de demonstração criado' : ''}`);
console.log(`Login de demonstração: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
if (!process.env.OPS_SECRET) console.log(`OPS_SECRET gerado para esta execução: ${opsSecret}`);
