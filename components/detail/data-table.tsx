import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the column's cells, e.g. nowrap for dates. */
  className?: string;
}

/**
 * A table of records. On phones each row becomes a card of "label value" lines (the header row is
 * hidden and every cell carries its label, read out only there), so nothing needs sideways scrolling.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  testId,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId?: string;
}) {
  return (
    <table className="w-full border-collapse text-left max-md:block" data-testid={testId}>
      <thead className="max-md:hidden">
        <tr className="bg-page text-meta text-ink-muted">
          {columns.map((c) => (
            <th key={c.label} scope="col" className="border-b border-line px-3 py-2 font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="border-b border-line last:border-b-0 hover:bg-primary-soft/30 max-md:block max-md:py-2.5 max-md:first:pt-0 max-md:last:pb-0"
          >
            {columns.map((c) => (
              <td key={c.label} className={`px-3 py-2.5 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-0.5 ${c.className ?? ''}`}>
                <span className="w-[7em] shrink-0 text-ink-faint md:hidden">
                  {c.label}
                </span>
                <span className="min-w-0 break-words">{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
