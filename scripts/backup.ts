/**
 * `npm run backup`: a consistent dump of the app's database into BACKUP_DIR (default ./backups).
 * PostgreSQL when DATABASE_URL is set (pg_dump, custom format; the server may keep running);
 * PGlite otherwise, from DATA_DIR, only while the server is stopped (server/backup/pglite-files.ts).
 * `--servidor-parado`: where /proc cannot show who holds the PGlite folder, the operator vouches.
 * docs/backups.md says when to run it and how to restore.
 */
import { createBackup } from '../server/backup/create.ts';
import { BackupError } from '../server/backup/pg-tools.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

try {
  const result = await createBackup({ env: process.env, serverStopped: process.argv.includes('--servidor-parado') });
  console.log(`Backup ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} gravado: ${result.file}`);
  console.log(`Tamanho: ${megabytes(result.bytes)} (${result.bytes} bytes) · tempo: ${result.seconds.toFixed(2)} s`);
} catch (error) {
  console.error(error instanceof BackupError ? `Backup não feito: ${error.message}` : error);
  process.exitCode = 1;
}
