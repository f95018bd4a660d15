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

/**
 * SQLSTATEs of a transaction PostgreSQL rolled back to break a conflict with another one (deadlock
 * detected, serialization failure): nothing it did was kept, and running it again may succeed.
 */
const TRANSIENT_CONFLICT = new Set(['40P01', '40001']);

export function isTransientConflict(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code !== undefined && TRANSIENT_CONFLICT.has(code);
}

/**
 * Runs `transaction` and, when the database rolled it back for a deadlock or a serialization
 * failure, runs it once more: the other transaction has then finished or is about to, so the
 * second try waits for it instead of failing a member's request with a 500. `transaction` must be
 * a whole transaction (it starts from nothing each time).
 */
export async function retryOnceOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    if (!isTransientConflict(error)) throw error;
    return transaction();
  }
}
