import 'server-only';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPage } from '@/lib/api/list';
import { pageCount } from '@/lib/ui/pagination';
import { getDb } from './client';

/** A page number from 1 and its size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and the list's total, queried side by side. `rows` receives the limit and
 * offset of the page; `table` and `where` must describe the same rows for the total.
 */
export async function paged<R>(
  table: PgTable,
  where: SQL | undefined,
  { page, pageSize }: PageRequest,
  rows: (limit: number, offset: number) => Promise<R[]>,
): Promise<ListPage<R>> {
  const db = await getDb();
  const [list, [total]] = await Promise.all([
    rows(pageSize, (page - 1) * pageSize),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/**
 * The asked page of a list, or its last page when the asked one lies past the end (an old or edited
 * link), so the list and its pagination agree. `page` is the page answered.
 */
export async function pageWithin<R>(
  load: (paging: PageRequest) => Promise<ListPage<R>>,
  paging: PageRequest,
): Promise<ListPage<R> & { page: number }> {
  const asked = await load(paging);
  const last = pageCount(asked.total, paging.pageSize);
  if (paging.page <= last) return { ...asked, page: paging.page };
  return { ...(await load({ ...paging, page: last })), page: last };
}
