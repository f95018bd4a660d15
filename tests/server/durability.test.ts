/** PGlite on disk flushes each commit: fsync on, and PGlite's Node file system really syncing. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fsyncNodeFile, openDatabase } from '../../server/db/client.ts';

const dir = mkdtempSync(join(tmpdir(), 'premia-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type StreamOps = Record<string, (stream: { nfd: number }) => number>;
const streamOpsOf = (client: unknown) => (client as { mod: { NODEFS: { stream_ops: StreamOps } } }).mod.NODEFS.stream_ops;

describe('PGlite on disk', () => {
  it('runs with fsync on and flushes every commit through a real fsync', async () => {
    const handle = await openDatabase({ dataDir: dir });
    const setting = async (name: string) => ((await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, string>> }).rows[0]?.[name];
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');

    const client = (handle.db as unknown as { $client: unknown }).$client;
    const ops = streamOpsOf(client);
    expect(ops.fsync).toBe(fsyncNodeFile);
    let flushes = 0;
    ops.fsync = (stream) => {
      flushes += 1;
      return fsyncNodeFile(stream);
    };
    await handle.db.execute(sql`create table durable_probe (n int)`);
    for (let n = 0; n < 5; n += 1) await handle.db.execute(sql`insert into durable_probe values (${n})`);
    expect(flushes).toBeGreaterThanOrEqual(5);
    ops.fsync = fsyncNodeFile;
    await handle.close();
  }, 60_000);
});
