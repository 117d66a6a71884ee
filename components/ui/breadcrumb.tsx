import Link from 'next/link';

export interface Crumb {
  label: string;
  /** The current page has none. */
  href?: string;
}

/** 首页 > … > the current page, as a labelled navigation list. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="当前位置" className="text-meta text-ink-faint">
      <ol className="flex min-w-0 items-center gap-1">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className={`flex items-center gap-1 ${item.href ? 'shrink-0' : 'min-w-0'}`}>
            {i > 0 && <span aria-hidden>&gt;</span>}
            {item.href ? (
              <Link href={item.href} prefetch={false} className="hover:text-primary-active">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-muted">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
