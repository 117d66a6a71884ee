import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/server/db/client';
import { SITEMAP_KINDS, SITEMAP_PAGE_SIZE, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';

const TABLES: Record<SitemapKind, { table: string; time: string | null }> = {
  cases: { table: 'biz_case', time: 'publish_time' },
  bids: { table: 'winning_bid', time: 'publish_time' },
  suppliers: { table: 'supplier', time: null },
};

/** Files per kind, by id range: cheap at a million rows (max(id) is one index probe). */
export async function sitemapFiles(): Promise<{ kind: SitemapKind; page: number }[]> {
  const db = await getDb();
  const out: { kind: SitemapKind; page: number }[] = [];
  for (const kind of SITEMAP_KINDS) {
    const [row] = await queryRows<{ max: number | null }>(db, sql`select max(id) as max from ${sql.raw(TABLES[kind].table)}`);
    const pages = Math.ceil(Number(row?.max ?? 0) / SITEMAP_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) out.push({ kind, page });
  }
  return out;
}

/** The addresses of one file: ids ((page-1)*size, page*size] of the kind, as legacy URLs on `origin`. */
export async function sitemapEntries(kind: SitemapKind, page: number, origin: string): Promise<SitemapEntry[] | null> {
  const db = await getDb();
  const { table, time } = TABLES[kind];
  const from = (page - 1) * SITEMAP_PAGE_SIZE;
  const rows = await queryRows<{ id: number; key: string; source: number | null; t: string | Date | null }>(
    db,
    sql`select id, ${sql.raw(kind === 'cases' ? 'uuid_secret' : 'id::text')} as key,
               ${sql.raw(kind === 'cases' ? 'source' : 'null::int')} as source, ${sql.raw(time ?? 'null::timestamptz')} as t
        from ${sql.raw(table)} where id > ${from} and id <= ${from + SITEMAP_PAGE_SIZE} order by id`,
  );
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    loc:
      kind === 'cases'
        ? `${origin}/business-detail.html?id=${encodeURIComponent(r.key)}&source=${r.source}`
        : kind === 'bids'
          ? `${origin}/search-signdetail.html?id=${r.key}`
          : `${origin}/search-supplierdetail.html?id=${r.key}`,
    lastmod: r.t ? new Date(r.t).toISOString().slice(0, 10) : undefined,
  }));
}
