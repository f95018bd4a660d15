/**
 * Backups that restore: the drill's checks over a database with demo content and some activity
 * pass, and fail naming the offender once a row is corrupted on purpose; then `npm run backup` and
 * `npm run backup:drill` as child processes, round trip, on the test's kind of database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { checkDrawNumbers, checkLedgerEqualsBalances, checkUploadsStored, countRows, runChecks } from '../../server/backup/checks.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/migrate.ts';
import { uploads } from '../../server/db/schema.ts';
import { uploadStorageFromEnv } from '../../server/storage/from-env.ts';
import { createTestApp, OPS_SECRET, type TestApp, type TestDatabase } from './helpers.ts';
import { drawCall, grant, newPlayer, type Player } from './reward-flows.ts';
import { png, upload } from './upload-flows.ts';
import { OPS_CALLS } from '../../src/domain/contract/ops-calls/index.ts';

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };

/** A member who drew in every game, got an operator's credit and uploaded a photo. */
async function someActivity(t: TestApp): Promise<Player> {
  const player = await newPlayer(t);
  await grant(t, player.id, 'chest', 2);
  for (const game of ['wheel', 'wheel', 'giftbox', 'chest'] as const) expect((await drawCall(t, player, game)).status).toBe(200);
  const credit = await t.post(OPS_CALLS.creditPoints.path, { user_id: player.id, amount: 120, reason: 'Bônus', key: `bonus-${player.id}` }, ops);
  expect(credit.status).toBe(200);
  expect((await upload(t, player.token, [await png()])).status).toBe(200);
  return player;
}

/** `npm run <script>` in a child process, as an operator would run it. */
function npmRun(script: string, env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const run = spawnSync('npm', ['run', '--silent', script], { env: childEnv, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

const dataDir = mkdtempSync(join(tmpdir(), 'premia-backup-data-'));
const backupDir = mkdtempSync(join(tmpdir(), 'premia-backups-'));
const storage = uploadStorageFromEnv({}, dataDir);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

describe('the drill checks on a live database', () => {
  let t: TestApp;
  let player: Player;
  beforeAll(async () => {
    t = await createTestApp({ autoTasks: true, storage });
    player = await someActivity(t);
  });
  afterAll(() => t.close());

  it('pass on demo content with draws, credits and an upload', async () => {
    const results = await runChecks(t.db, storage);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results).toHaveLength(6);
    const counts = Object.fromEntries((await countRows(t.db)).map((c) => [c.table, c.rows]));
    expect(counts['sorteios (draws)']).toBeGreaterThanOrEqual(4);
    expect(counts.uploads).toBe(1);
  });

  it('fail naming the member whose balance was changed outside the ledger', async () => {
    await t.db.execute(sql`update users set points = points + 7 where id = ${player.id}`);
    const ledger = await checkLedgerEqualsBalances(t.db);
    await t.db.execute(sql`update users set points = points - 7 where id = ${player.id}`);
    expect(ledger.ok).toBe(false);
    expect(ledger.problems).toHaveLength(1);
    expect(ledger.problems[0]).toMatch(new RegExp(`^membro ${player.id}: saldo \\d+, soma do razão \\d+$`));
    expect((await checkLedgerEqualsBalances(t.db)).ok).toBe(true);
  });

  it('fail on a chance row that counts a draw that is not there, and on an upload whose file is gone', async () => {
    await t.db.execute(sql`update draw_chances set draw_count = draw_count + 1 where user_id = ${player.id} and game = 'giftbox'`);
    const numbering = await checkDrawNumbers(t.db);
    await t.db.execute(sql`update draw_chances set draw_count = draw_count - 1 where user_id = ${player.id} and game = 'giftbox'`);
    expect(numbering.problems).toEqual([`membro ${player.id}, giftbox: 1 sorteios (números 1…1), linha de chances conta 2`]);

    const [stored] = await t.db.select().from(uploads).where(eq(uploads.ownerId, player.id));
    await storage.remove(stored!.thumbName);
    const files = await checkUploadsStored(t.db, storage);
    expect(files.problems).toEqual([`upload ${stored!.id}: falta o arquivo ${stored!.thumbName}`]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run backup, then backup:drill (PostgreSQL)', () => {
  it('dumps the test database, restores it into a scratch database, checks pass; a corrupted balance fails the drill', async () => {
    const t = await createTestApp({ autoTasks: true, storage: uploadStorageFromEnv({}, join(dataDir, 'pg')) });
    try {
      await someActivity(t);
      const env = { DATABASE_URL: t.database.url, BACKUP_DIR: join(backupDir, 'pg'), DATA_DIR: join(dataDir, 'pg') };
      const backup = npmRun('backup', env);
      expect(backup.out).toMatch(/Backup PostgreSQL gravado: .*premia-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump\nTamanho: /);
      expect(backup.code).toBe(0);
      const drill = npmRun('backup:drill', env);
      expect(drill.out).toContain('OK    razão = saldos');
      expect(drill.out).toContain('Ensaio de restauração: tudo certo.');
      expect(drill.code).toBe(0);

      await t.db.execute(sql`update users set points = points + 1 where id = (select min(id) from users)`);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second, a new dump name
      expect(npmRun('backup', env).code).toBe(0);
      const failing = npmRun('backup:drill', env);
      expect(failing.out).toContain('FALHA razão = saldos');
      expect(failing.code).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup, then backup:drill (PGlite in DATA_DIR)', () => {
  it('refuses while another process holds the folder, then dumps and restores it with every check passing', async () => {
    const folderDir = join(dataDir, 'pglite-run');
    const handle = await openDatabase({ dataDir: folderDir, durable: false });
    await migrateDatabase(handle);
    const database: TestDatabase = { ...handle, dispose: () => handle.close() };
    const t = await createTestApp({ database, autoTasks: true, storage: uploadStorageFromEnv({}, folderDir) });
    const env = { DATABASE_URL: undefined, BACKUP_DIR: join(backupDir, 'pglite'), DATA_DIR: folderDir };
    try {
      await someActivity(t);
      const refused = npmRun('backup', env);
      expect(refused.out).toContain(`está usando ${join(folderDir, 'pglite')}`);
      expect(refused.code).toBe(1);
    } finally {
      await t.close();
      await handle.close();
    }
    const backup = npmRun('backup', env);
    expect(backup.out).toMatch(/Backup PGlite gravado: .*\.tar\.gz\n/);
    expect(backup.code).toBe(0);
    const drill = npmRun('backup:drill', env);
    expect(drill.out).toContain('membros (users): 2');
    expect(drill.out).toContain('uploads: 1');
    expect(drill.out).toContain('Ensaio de restauração: tudo certo.');
    expect(drill.code).toBe(0);
  }, 120_000);
});
