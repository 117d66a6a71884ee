import type { ReactNode } from 'react';
import { formatCount } from '@/lib/format/count';

export interface DetailSectionProps {
  /** The anchor the section tabs and page links land on. */
  id: string;
  title: string;
  /** Shown next to the title (a list's total), capped at 999+. */
  count?: number;
  /** Right-hand side of the heading: a "more" link, a note. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled card of a detail page; the scroll margin keeps its heading clear of the sticky tabs. */
export function DetailSection({ id, title, count, extra, children }: DetailSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-16 rounded-card border border-line bg-white">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-4 py-3 md:px-5">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <span aria-hidden className="h-4 w-1 rounded bg-primary" />
          {title}
          {count !== undefined && <span className="text-meta font-normal text-ink-faint">（{formatCount(count)}）</span>}
        </h2>
        {extra && <div className="ml-auto min-w-0 text-meta text-ink-muted">{extra}</div>}
      </header>
      <div className="px-4 py-4 md:px-5">{children}</div>
    </section>
  );
}

/** The line an empty section shows, e.g. 暂无案例. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-ink-faint">{children}</p>;
}
