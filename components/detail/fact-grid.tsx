import type { CSSProperties, ReactNode } from 'react';

/**
 * Facts of a detail page in a grid: one column on phones, more on wider screens. Labels share one
 * width (`labelWidth`, fit to the longest label) so the values line up.
 */
export function FactGrid({
  children,
  labelWidth = '5em',
  className = '',
  'data-testid': testId,
}: {
  children: ReactNode;
  labelWidth?: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <dl
      data-testid={testId}
      style={{ '--fact-label': labelWidth } as CSSProperties}
      className={`grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3 ${className}`}
    >
      {children}
    </dl>
  );
}

/** One fact; `wide` spans the grid's full width (addresses, lists of names). */
export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 gap-3 ${wide ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
      <dt className="w-(--fact-label) shrink-0 text-ink-faint">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-ink">{children}</dd>
    </div>
  );
}
