// The market pages' lists of records (a purchaser's suppliers and open notices, a supplier's cases): one
// line each, the record's link and its figures, wrapping under each other on a phone.

export interface LinkLine {
  key: string;
  href: string;
  label: string;
  /** The line's figures, after the link. */
  meta: React.ReactNode;
}

/** The lines, or `empty` when there are none; `ordered` for a ranking. */
export function LinkList({ lines, empty, ordered = false }: { lines: LinkLine[]; empty: string; ordered?: boolean }) {
  if (lines.length === 0) return <p className="mt-2 text-meta text-ink-muted">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="mt-2 flex flex-col divide-y divide-line text-meta">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
          <a href={line.href} className="min-w-0 break-words text-primary-active hover:underline">
            {line.label}
          </a>
          <span className="tabular-nums text-ink-muted">{line.meta}</span>
        </li>
      ))}
    </List>
  );
}
