// Market analytics pages never asked before (docs/analytics.md, docs/benchmarks.md): the market page
// under filter combinations on the main site and the city sub-sites, purchasing-unit profiles and
// supplier comparisons, each address once, so the page cache answers none of them.
import pg from 'pg';
import { compareHref, marketHref, purchaserHref } from '@/lib/market/links';
import { MARKET_TRADES, PROJECT_KINDS } from '@/lib/market/options';
import { mulberry32 } from '@/seed/rng';

export interface MarketPage {
  path: string;
  /** A city sub-site's label (the market of that city), or none for the country. */
  site?: string;
}

export interface MarketFixtures {
  sites: string[];
  purchaserCodes: string[];
  supplierCount: number;
  years: number[];
}

/** What the addresses are made of, read from the dataset: its sub-sites, purchase codes and years. */
export async function marketFixtures(url: string): Promise<MarketFixtures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sites = (await client.query<{ site: string }>('select site from city order by code')).rows.map((r) => r.site);
    const purchaserCodes = (await client.query<{ code: string }>('select purchase_code as code from purchaser order by id')).rows.map((r) => r.code);
    const supplierCount = Number((await client.query<{ n: string }>('select max(id) as n from supplier')).rows[0]?.n ?? 0);
    const years = (await client.query<{ y: number }>('select distinct extract(year from month)::int as y from award_month order by 1')).rows.map((r) => r.y);
    return { sites, purchaserCodes, supplierCount, years };
  } finally {
    await client.end();
  }
}

/**
 * `count` distinct addresses in a seeded order: half market pages (a sub-site or the country, an
 * industry or none, a kind or none, a year or the default), a quarter purchasing units, a quarter
 * comparisons of two to four suppliers.
 */
export function distinctMarketPages(seed: number, fx: MarketFixtures, count: number): MarketPage[] {
  const random = mulberry32(seed ^ 0x5a1e5);
  const pick = <T>(items: readonly T[]): T | undefined => (items.length ? items[Math.floor(random() * items.length)] : undefined);
  const seen = new Set<string>();
  const out: MarketPage[] = [];
  const codes = [...fx.purchaserCodes];
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const slot = out.length % 4;
    let page: MarketPage | undefined;
    if (slot < 2) {
      const filter = { trade: pick([undefined, ...MARKET_TRADES]), kind: pick([undefined, ...PROJECT_KINDS.map((k) => k.code)]), year: pick([undefined, ...fx.years]) };
      page = { path: marketHref(filter), site: random() < 0.8 ? pick(fx.sites) : undefined };
    } else if (slot === 2 && codes.length) {
      page = { path: purchaserHref(codes.splice(Math.floor(random() * codes.length), 1)[0]!) };
    } else if (fx.supplierCount > 1) {
      const ids = Array.from({ length: 2 + Math.floor(random() * 3) }, () => 1 + Math.floor(random() * fx.supplierCount));
      page = { path: compareHref(ids) };
    }
    if (!page) continue;
    const key = `${page.site ?? ''}${page.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(page);
  }
  return out;
}
