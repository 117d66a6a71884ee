// List pagination (002 §9: 7 page numbers): real links, so every page is reachable without JavaScript
// and by crawlers. Hidden when everything fits on one page. The page's URL builder runs where the list
// is rendered; PaginationView receives only the few links it shows.
import { pageCount, pageWindow } from '@/lib/ui/pagination';
import { PaginationView } from './pagination-view';

export interface PaginationProps {
  /** 1-based; clamped to the pages that exist. */
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  /** How the count reads when it is not `total` as is: the same words as the list's head (约2,200). */
  totalText?: string;
  className?: string;
}

export function Pagination({ page, pageSize, total, hrefFor, totalText, className = '' }: PaginationProps) {
  if (total <= pageSize) return null;
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = pageWindow(current, count);
  const targets = [current - 1, current + 1, ...slots].filter((slot): slot is number => typeof slot === 'number' && slot >= 1 && slot <= count);
  const links = Object.fromEntries(targets.map((target) => [target, hrefFor(target)]));
  return <PaginationView current={current} total={totalText ?? String(total)} slots={slots} links={links} className={className} />;
}
