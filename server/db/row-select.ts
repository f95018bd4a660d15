/**
 * An insert that writes only what another CTE of its statement allows (a draw only if its
 * chance row was written, a rain's envelopes only up to the cap): `insert into t (…) select … from <cte>`. Drizzle's insert-from-select
 * lists every column, the identity id included, and drops `overriding system value` on that path,
 * so `insertedRow` writes the insert itself as a CTE whose rows drizzle then selects and maps:
 * each column from a placeholder of its own name (cast to the column's type), an override, or null;
 * the identity id from its default. `toDriverValues` maps a row's values as drizzle would for a
 * bound column (a Date to text, an array to a PostgreSQL array literal), since raw placeholders
 * get no mapping of their own.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface InsertedRowSpec {
  /** Columns (by key) whose value is a placeholder of the same name. */
  given: ReadonlySet<string>;
  overrides?: Record<string, SQL>;
  /** What follows `select <values>`: `from <cte> where …`. */
  source: SQL;
  /** Skip rows a unique index already holds (`on conflict do nothing`). */
  skipConflicts?: boolean;
}

/** `insert into <table> (<columns but the identity>) select <values> <source> [on conflict do nothing] returning *`. */
export function insertedRow(table: PgTable, { given, overrides = {}, source, skipConflicts = false }: InsertedRowSpec): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generatedIdentity);
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const values = sql.join(columns.map(([key, column]) => {
    const override = overrides[key];
    if (override) return override;
    if (given.has(key)) return sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`;
    return sql`null`;
  }), sql`, `);
  return sql`insert into ${table} (${names}) select ${values} ${source}${skipConflicts ? sql` on conflict do nothing` : sql``} returning *`;
}

export function toDriverValues(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => {
    const column = columns[key];
    return [key, column && value !== null && value !== undefined ? column.mapToDriverValue(value) : value];
  }));
}
