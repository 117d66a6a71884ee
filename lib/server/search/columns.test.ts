import { getTableColumns, getTableName, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cases, solutions, suppliers, winningBids } from '@/lib/server/db/schema';
import { ENGINE_COLUMNS } from './columns';
import type { SearchSource } from './engine';
import { caseSource, solutionSource, supplierSource, tenderSource } from './sources';

const dialect = new PgDialect();
const text = (fragment: SQL) => dialect.sqlToQuery(fragment).sql;
const columnNames = (table: Table) => Object.values(getTableColumns(table)).map((c) => c.name);

const sources: [string, SearchSource, Table, string[]][] = [
  ['tender', tenderSource, winningBids, [ENGINE_COLUMNS.titleVec]],
  ['supplier', supplierSource, suppliers, [ENGINE_COLUMNS.titleVec]],
  ['case', caseSource, cases, []],
  ['solution', solutionSource, solutions, []],
];

describe('the search sources against the schema', () => {
  it.each(sources)('%s reads its own table, which has every column the engine names bare', (_, source, table, windowed) => {
    expect(text(source.table)).toBe(getTableName(table));
    expect(columnNames(table)).toEqual(expect.arrayContaining([ENGINE_COLUMNS.id, ENGINE_COLUMNS.searchVec, ...windowed]));
  });

  it.each(sources)('%s sorts on columns of its table', (_, source, table) => {
    for (const sort of Object.values(source.sorts)) expect(columnNames(table)).toContain(text(sort.column));
  });

  it('the windowed sources name their table for its statistics', () => {
    expect(tenderSource.tableName).toBe(getTableName(winningBids));
    expect(supplierSource.tableName).toBe(getTableName(suppliers));
  });
});
