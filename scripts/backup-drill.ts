/**
 * `npm run backup:drill`: restores the newest dump of BACKUP_DIR into a scratch database, brings
 * it to the latest migration and runs the checks (server/backup/checks.ts). Exits non-zero when
 * the restore or any check fails. docs/backups.md says what each check means.
 */
import { runDrill } from '../server/backup/drill.ts';
import { BackupError } from '../server/backup/pg-tools.ts';

try {
  const report = await runDrill(process.env);
  console.log(`Dump restaurado: ${report.dump} (${report.restoreSeconds.toFixed(2)} s)`);
  const { inDump, inCode, appliedNow } = report.migrations;
  console.log(`Migrações: ${inDump} no dump, ${inCode} no código, ${appliedNow} aplicadas agora${appliedNow > 0 ? ' (dump de uma versão anterior, atualizado)' : ''}`);
  console.log('Linhas:');
  for (const { table, rows } of report.counts) console.log(`  ${table}: ${rows}`);
  console.log('Verificações:');
  for (const check of report.checks) {
    console.log(`  ${check.ok ? 'OK   ' : 'FALHA'} ${check.name}`);
    for (const problem of check.problems) console.log(`        ${problem}`);
  }
  const failed = report.checks.filter((check) => !check.ok).length;
  console.log(failed === 0 ? 'Ensaio de restauração: tudo certo.' : `Ensaio de restauração: ${failed} verificação(ões) falharam.`);
  if (failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof BackupError ? `Ensaio falhou: ${error.message}` : error);
  process.exitCode = 1;
}
