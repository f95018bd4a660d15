/**
 * The database's own ceiling for a draw, a baseline for `npm run bench:draws` on
 * PostgreSQL: pgbench (PostgreSQL's benchmark client, in C, no Node in the way) sends the SQL a
 * draw sends — the read (chance row, game, balance; the prizes are kept per version) and the
 * one write (chance row, balance, ledger entry, draw) — as prepared statements from the same
 * number of clients on the same machine, database and members. What the server reaches is then
 * judged against what PostgreSQL alone reaches here. The SQL mirrors repositories/rewards.ts
 * (readDrawState, recordDraw) and repositories/ledger.ts (creditCtes) by hand; pgbench reads
 * `:name` as its variables, so the ledger key's colons are chr(58).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgbenchResult {
  tps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The draw's two statements (the read and the all-or-nothing write) for member `member`, an SQL
 * expression of the runner's parameter: pgbench's `:uid`, or `$1` for the bare Node baseline
 * (bare-draw-server.ts) and PGlite alone.
 */
export function drawStatements(member: string, prizeId: number): { read: string; write: string } {
  const key = `('draw' || chr(58) || 'wheel' || chr(58) || (select draw_count from chance))`;
  return {
    // The prizes are not read: the server keeps them per prize table version (readDrawState).
    read: `select dc.*, rg.*, u.points from draw_chances dc join reward_games rg on rg.game = dc.game join users u on u.id = dc.user_id ` +
      `where dc.user_id = ${member} and dc.game = 'wheel'`,
    write: `with chance as (update draw_chances set day = current_date, extra = extra - 1, draw_count = draw_count + 1, next_seed = md5(random()::text) ` +
      `where user_id = ${member} and game = 'wheel' and extra > 0 returning draw_count), ` +
      `credit_balance as (update users set points = points + 10 where id = ${member} and exists (select 1 from chance) returning points), ` +
      `credit_entry as (insert into points_ledger (user_id, amount, source, reason, reference, idempotency_key, balance_after, created_at) ` +
      `select ${member}, 10, 'wheel', 'Roda da Fortuna: 10 pontos', ${key}, ${key}, points, now() from credit_balance returning id, balance_after) ` +
      `insert into draws (user_id, game, draw_number, client_key, prize_id, prize_index, prize_kind, prize_label, prize_points, prize_icon, prize_color, ` +
      `weights, seed, commitment_hash, next_commitment_hash, status, chances_left, balance_after, ledger_entry_id, created_at) ` +
      `select ${member}, 'wheel', draw_count, md5(random()::text), ${prizeId}, 1, 'points', '10 pontos', 10, 'coins-small', '#FF8A65', ` +
      `'{60,50,25,16,8,2,1,38}', md5(random()::text), md5(random()::text), md5(random()::text), 'success', 0, ` +
      `(select balance_after from credit_entry), (select id from credit_entry), now() from chance returning *`,
  };
}

function drawScript(memberIds: number[], prizeId: number): string {
  const { read, write } = drawStatements('(:uid)::bigint', prizeId);
  return [
    // Client i draws as member i, as the server's benchmark clients do: no lock waits between clients.
    `\\set uid ${memberIds[0]} + (:client_id % ${memberIds.length})`,
    `${read};`,
    `${write};`,
  ].join('\n');
}

/** Runs the draw's SQL with pgbench; null when pgbench is not installed. Members must be consecutive ids with wheel chances. */
export function pgbenchDraws(databaseUrl: string, memberIds: number[], prizeId: number, clients: number, seconds: number): PgbenchResult | null {
  if (memberIds.some((id, i) => id !== memberIds[0]! + i)) throw new Error('pgbench: os membros precisam de ids seguidos');
  const dir = mkdtempSync(join(tmpdir(), 'premia-pgbench-'));
  try {
    writeFileSync(join(dir, 'draw.sql'), drawScript(memberIds, prizeId));
    const run = spawnSync('pgbench', ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', 'draw.sql', '--log', '--log-prefix=tx', databaseUrl], { cwd: dir, encoding: 'utf8' });
    if (run.error) return null;
    if (run.status !== 0) throw new Error(`pgbench: ${run.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
    // Per-transaction log lines: client, transaction, latency in µs, …
    const latencies = readdirSync(dir).filter((f) => f.startsWith('tx'))
      .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n').map((line) => Number(line.split(' ')[2]) / 1000))
      .sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
    return { tps, p50: at(50), p95: at(95), p99: at(99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
