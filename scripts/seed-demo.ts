/**
 * `npm run db:seed-demo`: adds the fictional demo content (member demo2026, sponsors, articles,
 * example.com links) to the configured database — DATABASE_URL, or the PGlite in DATA_DIR (stop
 * the server first: PGlite is one process's file). Each part is added only where it is missing.
 * Refused in production: demo content must never reach real members.
 */
import { readServerConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/migrate.ts';
import { DEMO_MEMBER, seedDemoContent } from '../server/db/seed.ts';
import { readMode } from '../server/settings/mode.ts';

function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

let mode;
try {
  mode = readMode(process.env);
} catch (error) {
  refuse(`Configuração inválida: ${(error as Error).message}`);
}
if (mode === 'production') refuse('db:seed-demo recusado: PREMIA_MODE=production nunca recebe conteúdo de demonstração (fictício).');

const config = readServerConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pool: 1, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const seeded = await seedDemoContent(database.db, { autoTasks: process.env.DEMO_AUTO_TASKS !== '0' });
  console.log(`${database.description}: ${seeded ? 'conteúdo de demonstração criado' : 'o conteúdo de demonstração já estava lá'}`);
  console.log(`Login de demonstração: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
} finally {
  await database.close();
}
