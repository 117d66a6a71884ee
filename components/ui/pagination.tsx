// List pagination (002 §9: 7 page numbers): real links, so every page is reachable without JavaScript
// and by crawlers. Hidden when everything fits on one page.
import Link from 'next/link';
import { pageCount, pageWindow } from '@/lib/ui/pagination';

export interface PaginationProps {
  /** 1-based; clamped to the pages that exist. */
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  className?: string;
}

const BOX = 'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2';
const LINK = `${BOX} border-line bg-white text-ink hover:border-primary hover:text-primary-active`;
const CURRENT = `${BOX} border-primary-active bg-primary-active font-medium text-white`;
const DISABLED = `${BOX} cursor-not-allowed border-line bg-page text-ink-faint`;

export function Pagination({ page, pageSize, total, hrefFor, className = '' }: PaginationProps) {
  if (total <= pageSize) return null;
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  const step = (label: string, target: number | null) =>
    target === null ? (
      <span aria-disabled="true" className={DISABLED}>
        {label}
      </span>
    ) : (
      <Link href={hrefFor(target)} prefetch={false} rel={target < current ? 'prev' : 'next'} className={LINK}>
        {label}
      </Link>
    );

  return (
    <nav aria-label="分页" data-testid="pagination" className={`flex flex-wrap items-center justify-center gap-x-3 gap-y-2 ${className}`}>
      <span className="text-ink-muted">共 {total} 条</span>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{step('上一页', current > 1 ? current - 1 : null)}</li>
        {pageWindow(current, count).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-faint">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                href={hrefFor(slot)}
                prefetch={false}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={`第 ${slot} 页`}
                className={slot === current ? CURRENT : LINK}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>{step('下一页', current < count ? current + 1 : null)}</li>
      </ul>
    </nav>
  );
}
