import type { ReactNode } from 'react';

/** A cell of the console's tables. */
export const cell = 'border-b border-line px-3 py-2';

/**
 * The console's list table: a white card that scrolls sideways on a phone (the console is a desktop
 * tool that must stay usable at 390 px), column names in muted text, the rows as children.
 */
export function ConsoleTable({ head, minWidth, testId, className = 'mt-4', children }: { head: ReactNode[]; minWidth: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${className} overflow-x-auto`}>
      <table className={`w-full ${minWidth} border-collapse rounded-card bg-white text-left shadow-card`} data-testid={testId}>
        <thead className="text-ink-muted">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className={`${cell} font-normal`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
