/** Reads the unique constraint behind a failed insert, on postgres-js and PGlite alike. */
interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const pg = current as PgErrorLike;
    if (pg.code === '23505') return pg.constraint ?? pg.constraint_name ?? '';
    current = pg.cause;
  }
  return null;
}
