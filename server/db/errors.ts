/** Reads the unique constraint behind a failed insert, on postgres-js and PGlite alike. */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`), or null. */
function postgresError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const pg = current as PgErrorLike;
    if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) return pg;
    current = pg.cause;
  }
  return null;
}

export function violatedUniqueConstraint(error: unknown): string | null {
  const pg = postgresError(error);
  return pg?.code === '23505' ? (pg.constraint ?? pg.constraint_name ?? '') : null;
}

/**
 * SQLSTATEs of a value the database cannot hold: out of its column's range (a credit past the
 * 32-bit balance), too long, or characters it cannot store. The statement failed, so its
 * transaction rolled back: a refusal that changed nothing.
 */
const VALUE_REFUSED = new Set(['22001', '22003', '22021', '22P05']);

/** The SQLSTATE when the database refused a value (see VALUE_REFUSED), else null. */
export function refusedValueState(error: unknown): string | null {
  const code = postgresError(error)?.code;
  return code !== undefined && VALUE_REFUSED.has(code) ? code : null;
}
