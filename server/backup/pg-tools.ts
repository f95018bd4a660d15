/**
 * Running pg_dump and pg_restore against the app's DATABASE_URL. The URL is handed over as libpq
 * environment variables, never as an argument: a password in the command line shows in `ps` to
 * every user of the machine. The `?host=/socket/folder` form the app accepts
 * (db/postgres-url.ts) becomes PGHOST, as libpq reads it.
 */
import { spawn } from 'node:child_process';
import { connectPostgres } from '../db/postgres-url.ts';

export class BackupError extends Error {}

/** libpq's variables for `url`, optionally naming another database on the same server. */
export function libpqEnv(url: string, database?: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  const socket = parsed.searchParams.get('host');
  const host = socket ?? parsed.hostname;
  if (host) env.PGHOST = host;
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const name = database ?? decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (name) env.PGDATABASE = name;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The URL of another database on the same server (the drill's scratch database). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client tool; a missing tool or a failure is a BackupError in Portuguese. */
export function runTool(tool: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new BackupError(error.code === 'ENOENT'
        ? `${tool} não encontrado: instale o cliente do PostgreSQL (no Debian: apt-get install postgresql-client-NN, com NN a versão do servidor ou mais nova).`
        : `${tool} não pôde ser executado: ${error.message}`));
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise({ stdout, stderr });
      else reject(new BackupError(`${tool} falhou (código ${code}): ${stderr.trim() || stdout.trim()}`));
    });
  });
}

/** The major version of a client tool, from `pg_dump --version` ("pg_dump (PostgreSQL) 15.14 …"). */
export async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await runTool(tool, ['--version']);
  const major = Number(stdout.match(/\(PostgreSQL\)\s+(\d+)/)?.[1]);
  if (!Number.isInteger(major)) throw new BackupError(`Versão de ${tool} ilegível: ${stdout.trim()}`);
  return major;
}

export async function serverMajor(url: string): Promise<number> {
  const client = connectPostgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<Array<{ server_version_num: string }>>`show server_version_num`;
    return Math.floor(Number(row!.server_version_num) / 10_000);
  } catch (error) {
    throw new BackupError(`Não foi possível conectar ao PostgreSQL de DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** pg_dump/pg_restore refuse a server newer than themselves: say so before they half-run. */
export async function ensureToolFits(tool: string, url: string): Promise<void> {
  const [mine, server] = [await toolMajor(tool), await serverMajor(url)];
  if (mine < server) {
    throw new BackupError(`${tool} ${mine} é mais antigo que o servidor PostgreSQL ${server}: instale o cliente ${server} ou mais novo (postgresql-client-${server}).`);
  }
}
