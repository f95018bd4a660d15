/**
 * Connecting postgres-js to a PostgreSQL URL. Imports postgres-js only: the bare Node baseline
 * (tests/bench/bare-draw-server.ts) connects the same way.
 */
import postgres from 'postgres';

/**
 * postgres-js options for a connection URL. A `host` parameter naming a folder
 * (`postgres://user@localhost/db?host=/var/run/postgresql`, as libpq, psql and pgbench read it)
 * connects through the server's Unix socket in that folder: for a PostgreSQL on the same machine,
 * cheaper per statement than loopback TCP (docs/scaling.md). postgres-js would otherwise send the
 * parameter to the server as a setting.
 */
export function postgresConnection(url: string): { url: string; options: { host?: string } } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host?.startsWith('/')) return { url, options: {} };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), options: { host } };
}

/** A postgres-js client for `url` (a socket folder included), with these options. */
export function connectPostgres(url: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}): postgres.Sql {
  const connection = postgresConnection(url);
  return postgres(connection.url, { ...options, ...connection.options });
}
