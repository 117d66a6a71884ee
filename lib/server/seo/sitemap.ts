import 'server-only';
import { sql } from 'drizzle-orm';
import { activityHref } from '@/lib/activities/links';
import { purchaserHref } from '@/lib/market/links';
import { articleHref } from '@/lib/news/links';
import { bidHref, outsourcingHref } from '@/lib/opportunities/links';
import { getReadDb, queryRows } from '@/lib/server/db/client';
import { solutionHref } from '@/lib/solutions/display';
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';

interface Row {
  key: string;
  source: number | null;
  type: number | null;
  t: string | Date | null;
}

/** Per kind: its table, the columns a row's address is made of, which rows are public, and the address. */
const KINDS: Record<SitemapKind, { table: string; columns: string; where?: string; path: (r: Row) => string }> = {
  cases: {
    table: 'biz_case',
    columns: 'uuid_secret as key, source, null::int as type, publish_time as t',
    path: (r) => `/business-detail.html?id=${encodeURIComponent(r.key)}&source=${r.source}`,
  },
  bids: { table: 'winning_bid', columns: 'id::text as key, null::int as source, null::int as type, publish_time as t', path: (r) => `/search-signdetail.html?id=${r.key}` },
  suppliers: { table: 'supplier', columns: 'id::text as key, null::int as source, null::int as type, null::timestamptz as t', path: (r) => `/search-supplierdetail.html?id=${r.key}` },
  tenders: {
    table: 'bid_opportunity',
    columns: 'code as key, bid_source as source, type, publish_time as t',
    path: (r) => bidHref({ type: r.type ?? 0, bidSource: r.source ?? 0, code: r.key }),
  },
  // Only open demands have a page.
  demands: { table: 'outsourcing_demand', columns: 'order_no as key, null::int as source, null::int as type, created_at as t', where: "status = 'open'", path: (r) => outsourcingHref(r.key) },
  // Each solution at the detail page its card opens (001 §2).
  solutions: {
    table: 'solution',
    columns: 'origin_id_sec as key, origin_source as source, null::int as type, publish_time as t',
    path: (r) => solutionHref({ originIdSec: r.key, originSource: r.source ?? 1 }),
  },
  // Software-frontier articles (002 §2 Industry view), with their publish day as lastmod; only public ones
  // (lib/server/news/articles.ts publicArticle).
  articles: {
    table: 'news_article',
    columns: 'id::text as key, null::int as source, null::int as type, publish_time as t',
    where: "status = 'published' and publish_time <= now()",
    path: (r) => articleHref(Number(r.key)),
  },
  // The platform's activities (001 §2), past ones too (their pages stay as a record), lastmod their creation.
  activities: { table: 'activity', columns: 'id::text as key, null::int as source, null::int as type, created_at as t', path: (r) => activityHref(Number(r.key)) },
  // Purchasing-unit profiles (docs/analytics.md "Purchasing unit").
  purchasers: { table: 'purchaser', columns: 'purchase_code as key, null::int as source, null::int as type, null::timestamptz as t', path: (r) => purchaserHref(r.key) },
};

/** Files per kind, by id range: cheap at a million rows (max(id) is one index probe). */
export async function sitemapFiles(): Promise<{ kind: SitemapKind; page: number }[]> {
  const db = await getReadDb();
  const out: { kind: SitemapKind; page: number }[] = [];
  for (const kind of SITEMAP_KINDS) {
    const [row] = await queryRows<{ max: number | null }>(db, sql`select max(id) as max from ${sql.raw(KINDS[kind].table)}`);
    const pages = Math.ceil(Number(row?.max ?? 0) / SITEMAP_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) out.push({ kind, page });
  }
  return out;
}

/** The addresses of one file: ids ((page-1)*size, page*size] of the kind, as legacy URLs on `origin`. */
export async function sitemapEntries(kind: SitemapKind, page: number, origin: string): Promise<SitemapEntry[] | null> {
  const db = await getReadDb();
  const { table, columns, where, path } = KINDS[kind];
  const from = (page - 1) * SITEMAP_PAGE_SIZE;
  const rows = await queryRows<Row>(
    db,
    sql`select ${sql.raw(columns)} from ${sql.raw(table)}
        where id > ${from} and id <= ${from + SITEMAP_PAGE_SIZE} ${sql.raw(where ? `and ${where}` : '')} order by id`,
  );
  // A file of a filtered kind may hold no public row (an id range of pending demands): it stays valid, empty.
  if (rows.length === 0 && !where) return null;
  return rows.map((r) => ({ loc: `${origin}${path(r)}`, lastmod: r.t ? new Date(r.t).toISOString().slice(0, 10) : undefined }));
}
