import 'server-only';
import { sql } from 'drizzle-orm';
import { cache } from 'react';
import { purchaserHref } from '@/lib/market/links';
import { AMOUNT_BANDS } from '@/lib/market/options';
import type { PartyShare, PurchaserProfile, YearKind } from '@/lib/market/types';
import { bidHref } from '@/lib/opportunities/links';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { getReadDb, queryRows } from '@/lib/server/db/client';
import { purchaserCharts } from './profile-charts';

// A purchasing unit's profile (docs/analytics.md "Purchasing unit"): what it bought by year and kind and
// from whom, read from the pair rollup; its typical amounts from its own awards (one index range of
// winning_bid_purchase_idx: a unit's awards, not the market's); its open notices and intentions.

const SUPPLIERS = 20;
const NOTICES = 6;
/** An intention is still ahead for a year after it is published (001 §3: intentions are the year's plans). */
const INTENTION_DAYS = 365;

export async function purchaserProfile(code: string, now = new Date()): Promise<PurchaserProfile | null> {
  const db = await getReadDb();
  const [unit] = await queryRows<{ code: string; name: string; type: string; city: string | null; province: string | null; credit: string | null }>(
    db,
    sql`select p.purchase_code as code, p.name, p.purchaser_type as type, c.full_name as city, c.province_name as province, p.credit_code as credit
      from purchaser p left join city c on c.code = p.city_code where p.purchase_code = ${code}`,
  );
  if (!unit) return null;
  const [byYearKind, suppliers, amounts, bands, notices] = await Promise.all([
    queryRows<YearKind>(
      db,
      sql`select year, kind, sum(award_count)::int as count, sum(amount_sum)::float8 as amount from award_pair
        where purchase_code = ${code} group by 1, 2 order by 1, 2`,
    ),
    queryRows<{ party: string; name: string; count: number; amount: number }>(
      db,
      sql`select p.supplier_id::text as party, s.comp_name as name, sum(p.award_count)::int as count, sum(p.amount_sum)::float8 as amount
        from award_pair p join supplier s on s.id = p.supplier_id where p.purchase_code = ${code}
        group by p.supplier_id, s.comp_name order by amount desc, count desc, p.supplier_id`,
    ),
    queryRows<{ median: number | null; average: number | null; largest: number | null }>(
      db,
      sql`select percentile_cont(0.5) within group (order by amount)::float8 as median, avg(amount)::float8 as average, max(amount)::float8 as largest
        from winning_bid where purchase_code = ${code} and bid_state = 1`,
    ),
    queryRows<{ band: string; count: number }>(
      db,
      sql`select jf_amount_band(amount) as band, count(*)::int as count from winning_bid where purchase_code = ${code} and bid_state = 1 group by 1`,
    ),
    queryRows<{ code: string; type: number; source: number; title: string; t: Date | string }>(
      db,
      sql`select code, type, bid_source as source, project_name as title, publish_time as t from bid_opportunity
        where purchaser_name = ${unit.name}
          and ((type = 1 and publish_time >= ${now}::timestamptz - make_interval(days => ${INTENTION_DAYS})) or (type <> 1 and bid_deadline >= ${now}))
        order by publish_time desc limit ${NOTICES}`,
    ),
  ]);
  const amount = suppliers.reduce((a, s) => a + s.amount, 0);
  const shares: PartyShare[] = suppliers.slice(0, SUPPLIERS).map((s) => ({ ...s, href: supplierDetailHref(Number(s.party)), share: amount ? s.amount / amount : 0 }));
  const stats = amounts[0];
  return {
    code: unit.code,
    name: unit.name,
    purchaserType: unit.type,
    cityName: unit.city ?? '',
    provinceName: unit.province ?? '',
    creditCode: unit.credit,
    count: byYearKind.reduce((a, r) => a + r.count, 0),
    amount: byYearKind.reduce((a, r) => a + r.amount, 0),
    median: stats?.median ?? 0,
    average: stats?.average ?? 0,
    largest: stats?.largest ?? 0,
    byYearKind,
    bands: AMOUNT_BANDS.map((_, i) => ({ band: String(i), count: bands.find((b) => b.band === String(i))?.count ?? 0 })),
    suppliers: shares,
    supplierCount: suppliers.length,
    repeatSuppliers: suppliers.filter((s) => s.count > 1).length,
    notices: notices.map((n) => ({
      href: bidHref({ type: n.type, bidSource: n.source, code: n.code }),
      title: n.title,
      kindName: n.type === 1 ? '采购意向' : '招标公告',
      publishTime: new Date(n.t).toISOString(),
    })),
  };
}

/**
 * The profile page's figures and charts for a purchase code (the page and its CSV route read the same),
 * read once per render: the page and its metadata ask for the same code.
 */
export const purchaserPage = cache(async (code: string) => {
  const profile = await purchaserProfile(code);
  return profile ? { profile, charts: purchaserCharts(profile) } : null;
});

/** schema.org Organization of a purchasing unit, at its canonical address on the main site. */
export function purchaserJsonLd(p: PurchaserProfile, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': p.purchaserType === '政府机关' ? 'GovernmentOrganization' : 'Organization',
    name: p.name,
    url: `${origin}${purchaserHref(p.code)}`,
    ...(p.creditCode ? { taxID: p.creditCode } : {}),
    address: { '@type': 'PostalAddress', addressCountry: 'CN', addressRegion: p.provinceName, addressLocality: p.cityName },
  };
}

/** The purchase code of the unit of that exact name (a notice names its unit, not its code), or null. */
export async function purchaserCodeByName(name: string): Promise<string | null> {
  const db = await getReadDb();
  const [row] = await queryRows<{ code: string }>(db, sql`select purchase_code as code from purchaser where name = ${name} order by id limit 1`);
  return row?.code ?? null;
}
