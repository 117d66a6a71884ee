import type { ReactNode } from 'react';

const cell = 'border-b border-line px-3 py-2';

/** A small read-only table of the console's detail pages, or its empty text; scrolls sideways on a phone. */
export function SimpleTable({ caption, head, rows, empty, testId }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string; testId?: string }) {
  return (
    <section className="min-w-0">
      <h2 className="text-[16px] font-semibold">{caption}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-meta text-ink-faint">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse rounded-card bg-white text-left text-meta shadow-card" data-testid={testId}>
            <thead className="text-ink-muted">
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col" className={`${cell} font-normal whitespace-nowrap`}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((value, j) => (
                    <td key={j} className={`${cell} break-words`}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
