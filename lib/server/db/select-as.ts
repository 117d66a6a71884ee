import 'server-only';
import { sql, type Column, type SQL } from 'drizzle-orm';

// Raw statements (the search engine's windowed selects) read schema columns under the domain type's
// names, so a row maps to its record without a second, hand-written list of column names.

export type ColumnMap = Record<string, Column>;

/** `"project_name" as "projectName", …` for a select list of a raw statement. */
export function selectAs(columns: ColumnMap): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

type RawValue<C extends Column> = C['_']['columnType'] extends `PgNumeric${string}`
  ? number | string
  : C['_']['data'] extends Date
    ? Date | string
    : C['_']['data'];

/**
 * A row of such a select as the drivers answer a raw statement: numeric columns may come as text and
 * timestamps as text or Date, so the mapping converts them; nullable columns may be null.
 */
export type RawRow<C extends ColumnMap> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? RawValue<C[K]> : RawValue<C[K]> | null;
};
