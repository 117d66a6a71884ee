import 'server-only';
import { getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

// The search engine writes raw SQL (engine.ts, bounded.ts, answer-rules.ts) for plans drizzle's query
// builder cannot ask for. Its sources (sources.ts) name their columns through the schema's column
// objects, so a column renamed in the schema renames it in every statement, and a column removed from
// the schema fails the build instead of a query at run time. Statements read one table: names are bare.

/** A column as the engine's statements name it. */
export const col = (column: Column): SQL => sql.raw(column.name);

/** A source's table, as its statements name it and as the statistics the planner keeps name it. */
export const tableOf = (table: Table): { table: SQL; tableName: string } => ({ table: sql.raw(getTableName(table)), tableName: getTableName(table) });

/**
 * The columns the engine names itself, the same in every searchable table: the row id (ties, the sample
 * index), the search terms, and a windowed source's title terms (columns.test.ts holds each table to them).
 */
export const ENGINE_COLUMNS = { id: 'id', searchVec: 'search_vec', titleVec: 'title_vec' } as const;
