import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { COUNT_CAP } from '@/lib/search/counts';
import { SAMPLE_SIZE } from './answer-rules';
import { boundedAnswer, readTiers, withBoundedWork, type AccessRules } from './bounded';
import { matchCondition, type SearchQuery } from './engine';
import { AMOUNT_THRESHOLD_FROM, AMOUNT_THRESHOLD_STEP, amountBuckets, monthBuckets } from '@/lib/search/sort-buckets';
import { searchTerms } from '@/lib/search/terms';
import { searchTenders } from './search-by-type';
import { tenderSource } from './sources';

// The counting and ordering rules of a bounded search (docs/search.md), checked against
// plain SQL over the whole table on the test data (1,250 bids).

const tenders = (body: Record<string, unknown>) => searchTenders(searchByTypeSchema.parse({ type: 3, ...body }));
const DOC = sql.raw(`lower(project_name || ' ' || purchaser || ' ' || bid_comp)`);

async function oracleIds(keyword: string, order: SQL, extra: SQL = sql`true`): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    await getDb(),
    sql`select id from winning_bid where position(${keyword} in ${DOC}) > 0 and ${extra} order by ${order}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The first keyword of `candidates` whose match count lies in (lo, hi). */
async function keywordWithin(candidates: string[], lo: number, hi: number): Promise<{ keyword: string; n: number }> {
  for (const keyword of candidates) {
    const n = (await oracleIds(keyword, sql`id`)).length;
    if (n > lo && n < hi) return { keyword, n };
  }
  throw new Error(`no keyword of ${candidates.join(' ')} matches between ${lo} and ${hi} records`);
}

const COMMON = ['系统', '平台', '服务', '建设', '项目', '智慧', '数据'];
const ORDERS: [string, 'asc' | 'desc', (kw: string) => SQL][] = [
  ['', 'desc', (kw) => sql`(position(${kw} in lower(project_name)) > 0) desc, publish_time desc, id desc`],
  ['publish_time', 'desc', () => sql`publish_time desc, id desc`],
  ['publish_time', 'asc', () => sql`publish_time asc, id asc`],
  ['amount', 'desc', () => sql`amount desc, id desc`],
  ['amount', 'asc', () => sql`amount asc, id asc`],
];

describe('bounded search: counts', () => {
  it('counts every label and the total exactly when the matches fit the sample', async () => {
    const { keyword, n } = await keywordWithin(['医', '医疗', '教育', '智慧'], 20, SAMPLE_SIZE);
    const res = await tenders({ searchContent: keyword });
    expect(res.approximate).toBe(false);
    expect(res.totalCount).toBe(n);
    const byWay = await queryRows<{ key: string; count: number }>(
      await getDb(),
      sql`select purchase_way as key, count(*)::int as count from winning_bid where position(${keyword} in ${DOC}) > 0 group by 1`,
    );
    const expected = Object.fromEntries(byWay.map((r) => [r.key, Number(r.count)]));
    expect(Object.fromEntries(res.label['purchase_way.keyword']!.map((l) => [l.key, l.count]))).toEqual(expected);
  });

  it('counts the total and every label exactly when an unfiltered set outnumbers the sample but not the cap', async () => {
    const { keyword, n } = await keywordWithin(COMMON, SAMPLE_SIZE, COUNT_CAP);
    const res = await tenders({ searchContent: keyword });
    expect(res.approximate).toBe(false);
    expect(res.totalCount).toBe(n);
    const byType = await queryRows<{ key: string; count: number }>(
      await getDb(),
      sql`select purchaser_type as key, count(*)::int as count from winning_bid where position(${keyword} in ${DOC}) > 0 group by 1`,
    );
    const expected = Object.fromEntries(byType.map((r) => [r.key, Number(r.count)]));
    expect(Object.fromEntries(res.label['purchaser_type.keyword']!.map((l) => [l.key, l.count]))).toEqual(expected);
  });

  it('marks the counts above the cap as estimates, at least the cap, offering only values that have results', async () => {
    const all = (await oracleIds('', sql`id`)).length;
    expect(all).toBeGreaterThanOrEqual(COUNT_CAP);
    const res = await tenders({});
    expect(res.approximate).toBe(true);
    expect(res.totalCount).toBeGreaterThanOrEqual(COUNT_CAP);
    // Estimates stay near the truth on this data (a sample of SAMPLE_SIZE of the matches).
    expect(Math.abs(res.totalCount - all) / all).toBeLessThan(0.3);
    for (const value of res.label['purchaser_type.keyword']!) {
      const filtered = await tenders({ filter: { 'purchaser_type.keyword': [value.key] } });
      expect(filtered.dataList.length, value.key).toBeGreaterThan(0);
      expect(filtered.dataList.every((b) => b.purchaserType === value.key)).toBe(true);
    }
  });

  it('counts the labels of a large set in every 16th row, scaled, and still gives the true first page', async () => {
    const db = await getDb();
    const q: SearchQuery = { keyword: '', filter: {}, sortBy: 'amount', order: 'desc', pageNum: 1, pageSize: 20 };
    const { facets, window } = await boundedAnswer(db, tenderSource, q, 50, { sampleIndex: true });
    const sampled = await queryRows<{ key: string; count: number }>(
      db,
      sql`select purchase_way as key, count(*)::int as count from winning_bid where id % 16 = 0 group by 1`,
    );
    const all = (await oracleIds('', sql`amount desc, id desc`)).slice(0, 50);
    expect(facets.approximate).toBe(true);
    expect(Object.fromEntries(facets.labels['purchase_way.keyword']!.map((l) => [l.key, l.count]))).toEqual(
      Object.fromEntries(sampled.map((r) => [r.key, Number(r.count) * 16])),
    );
    expect(window.ids!.slice(0, 50)).toEqual(all);
  });

  it('answers a filtered question above the sample with the exact total under the cap', async () => {
    const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
    const way = '公开招标';
    const n = (await oracleIds(keyword, sql`id`, sql`purchase_way = ${way}`)).length;
    expect(n).toBeLessThan(COUNT_CAP);
    const res = await tenders({ searchContent: keyword, filter: { 'purchase_way.keyword': [way] } });
    expect(res.totalCount).toBe(n);
  });
});

describe('bounded search: a filtered set counted to the cap', () => {
  // A filtered set estimated under exactBelow is counted up to COUNT_CAP; one that reaches the cap has
  // its total at the cap or more, and its page is then read in order: the true first page.
  // Read in a range too, which the cap's 1,000 matches bound (answer-rules knownBound).
  const paths: [string, AccessRules][] = [
    ['', { exactBelow: 1_000_000 }],
    [', ranged', { exactBelow: 1_000_000, smallSet: 0, prefer: 'range' }],
  ];
  for (const [path, rules] of paths) for (const [sortBy, order, oracleOrder] of ORDERS) {
    it(`gives the true first page and a total at the cap, ${sortBy || 'comprehensive'} ${order}${path}`, async () => {
      // Every purchaser type: a filtered question that matches every bid.
      const [types] = await queryRows<{ values: string[] }>(await getDb(), sql`select array_agg(distinct purchaser_type) as values from winning_bid`);
      const q: SearchQuery = { keyword: '', filter: { 'purchaser_type.keyword': types!.values }, sortBy, order, pageNum: 2, pageSize: 20 };
      const expected = (await oracleIds('', oracleOrder(''))).slice(0, 50);
      expect(expected.length).toBe(50);
      const { facets, window } = await boundedAnswer(await getDb(), tenderSource, q, 50, rules);
      expect(facets.total).toBeGreaterThanOrEqual(COUNT_CAP);
      expect(window.ids!.slice(0, 50)).toEqual(expected);
    });
  }
});

describe('bounded search: order', () => {
  // Every path: the defaults (sets this small are read whole), and forced walks down the sort indexes
  // with the tier-by-tier window (what a common keyword takes on a large table).
  // and reads within a range of the sort column, sized by its histogram (what a rarer keyword takes).
  const paths: [string, AccessRules][] = [
    ['read whole', {}],
    ['walked', { smallSet: 0, exactBelow: 0 }],
    ['ranged', { smallSet: 0, exactBelow: 0, prefer: 'range' }],
  ];
  beforeAll(async () => {
    // The range is sized from ANALYZE's histogram of the sort column: make sure there is one.
    await (await getDb()).execute(sql`analyze winning_bid`);
  });
  for (const [path, rules] of paths) {
    for (const [sortBy, order, oracleOrder] of ORDERS) {
      it(`gives the true first pages, ${sortBy || 'comprehensive'} ${order}, ${path}`, async () => {
        const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
        const q: SearchQuery = { keyword, filter: {}, sortBy, order, pageNum: 3, pageSize: 20 };
        const expected = (await oracleIds(keyword, oracleOrder(keyword))).slice(0, 60);
        const { window } = await boundedAnswer(await getDb(), tenderSource, q, 60, rules);
        expect(window.ids!.slice(0, 60)).toEqual(expected);
      });
    }
  }

  it('gives the true first page under a filter and a sub-site scope, walked', async () => {
    const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
    const [city] = await queryRows<{ city: string; province: string }>(
      await getDb(),
      sql`select city_name as city, province_name as province from winning_bid group by 1, 2 order by count(*) desc limit 1`,
    );
    const q: SearchQuery = {
      keyword,
      filter: { 'purchaser_type.keyword': ['政府机关', '事业单位'] },
      cityName: city!.city,
      provinceName: city!.province,
      sortBy: 'amount',
      order: 'desc',
      pageNum: 1,
      pageSize: 10,
    };
    const extra = sql`city_name = ${city!.city} and purchaser_type in ('政府机关', '事业单位')`;
    const expected = (await oracleIds(keyword, sql`amount desc, id desc`, extra)).slice(0, 10);
    expect(expected.length).toBeGreaterThan(0);
    const { window } = await boundedAnswer(await getDb(), tenderSource, q, 10, { smallSet: 0, exactBelow: 0 });
    expect(window.ids!.slice(0, expected.length)).toEqual(expected);
  });
});

describe('bounded search: the search index asked for fewer terms', () => {
  // A range read asks the index for one term of each group, or for a single term, and checks the
  // whole question on the rows found: the same rows as the question itself, whichever term is taken.
  const ids = async (where: SQL) =>
    (await queryRows<{ id: number }>(await getDb(), sql`select id from winning_bid where ${where} order by id`)).map((r) => Number(r.id));
  const questions: SearchQuery[] = [
    { keyword: '智慧校园', filter: { 'purchase_way.keyword': ['公开招标', '询价'] }, sortBy: 'amount', order: 'desc', pageNum: 1, pageSize: 20 },
    { keyword: '系统 oa', filter: {}, cityName: '重庆', provinceName: '重庆市', sortBy: '', order: 'desc', pageNum: 1, pageSize: 20 },
    { keyword: '平台', filter: { 'purchaser_type.keyword': ['政府机关'] }, sortBy: 'publish_time', order: 'asc', pageNum: 1, pageSize: 20 },
  ];
  for (const q of questions) {
    it(`matches the same rows for「${q.keyword}」with its filters and scope`, async () => {
      const terms = searchTerms(q.keyword);
      const whole = await ids(matchCondition(tenderSource, q, terms, { filters: true }));
      expect(whole.length).toBeGreaterThan(0);
      for (const pick of [(ls: string[]) => ls[0]!, (ls: string[]) => ls[ls.length - 1]!]) {
        expect(await ids(matchCondition(tenderSource, q, terms, { filters: true, pick }))).toEqual(whole);
        expect(await ids(matchCondition(tenderSource, q, terms, { filters: true, pick, single: true }))).toEqual(whole);
      }
    });
  }
});

describe('bounded search: reading within a range of the sort column', () => {
  const db = () => getDb();
  const histogram = async (column: string) => {
    const [h] = await queryRows<{ bounds: string[] }>(
      await db(),
      sql`select histogram_bounds::text::text[] as bounds from pg_stats where tablename = 'winning_bid' and attname = ${column}`,
    );
    return h?.bounds ?? [];
  };
  const cases: [string, 'asc' | 'desc'][] = [
    ['amount', 'desc'],
    ['amount', 'asc'],
    ['publish_time', 'desc'],
    ['publish_time', 'asc'],
  ];
  for (const [column, direction] of cases) {
    it(`gives the true first rows by ${column} ${direction}, widening the range or reading the set whole when it holds too few`, async () => {
      await (await db()).execute(sql`analyze winning_bid`);
      const bounds = await histogram(column);
      expect(bounds.length).toBeGreaterThan(10);
      const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
      const order = sql.raw(`${column} ${direction}, id ${direction}`);
      const expected = (await oracleIds(keyword, order)).slice(0, 40);
      const terms = searchTerms(keyword);
      const q: SearchQuery = { keyword, filter: {}, sortBy: column, order: direction, pageNum: 1, pageSize: 40 };
      // An estimate of many matches sizes a narrow range (too few in it: widened, then the whole set);
      // an estimate of few sizes a wide one that holds them.
      for (const rows of [100_000, 200]) {
        const ids = await withBoundedWork(await db(), (tx) =>
          readTiers(
            tx,
            [
              {
                table: sql.raw('winning_bid'),
                where: matchCondition(tenderSource, q, terms),
                order: sql`order by ${order}`,
                rows,
                tableRows: 1250,
                prefer: 'range',
                range: { column: sql.raw(column), name: column, direction, stats: { bounds, correlation: 0 } },
                // The publish order's range is asked as its months (migration 0033) with the keyword,
                // the amount order's as one threshold (migration 0066).
                buckets:
                  column === 'publish_time'
                    ? {
                        of: monthBuckets,
                        key: sql.raw('extract(epoch from publish_time)::float8'),
                        inBucket: (months) => matchCondition(tenderSource, q, terms, { buckets: months }),
                      }
                    : {
                        of: amountBuckets,
                        key: sql.raw('amount::float8'),
                        inBucket: (buckets) => matchCondition(tenderSource, q, terms, { buckets }),
                        beyond: (bound) => {
                          const beyond = amountBuckets.beyond!(amountBuckets.keyOf(bound), direction);
                          return beyond ? matchCondition(tenderSource, q, terms, { beyond }) : null;
                        },
                      },
              },
            ],
            40,
          ),
        );
        expect(ids).toEqual(expected);
      }
    });
  }
});

// Both sorts of the bids have buckets among the search terms: publish months (migration 0033) and
// amount buckets (migration 0066).
const SORT_BUCKETS = [
  { column: 'publish_time', of: monthBuckets, prefix: 'm:', key: sql.raw('extract(epoch from publish_time)::float8') },
  { column: 'amount', of: amountBuckets, prefix: 'a:', key: sql.raw('amount::float8') },
] as const;

describe('bounded search: reading bucket by bucket after a walk finds too few (migrations 0033, 0066)', () => {
  const db = () => getDb();

  /** The value of a sort column a share of the bids precede. */
  const quantile = async (column: string, share: number) => {
    const [row] = await queryRows<{ at: string }>(
      await db(),
      sql`select percentile_disc(${share}::float8) within group (order by ${sql.raw(column)})::text as at from winning_bid`,
    );
    return row!.at;
  };


  for (const { column, of, prefix, key } of SORT_BUCKETS) {
    it(`puts every bid in the same ${column} bucket in its search vector as lib/search/sort-buckets.ts`, async () => {
      const rows = await queryRows<{ at: number; terms: string[] }>(
        await db(),
        sql`select ${key} as at, array(select t from unnest(tsvector_to_array(search_vec)) t where t like ${`${prefix}%`}) as terms
            from winning_bid`,
      );
      expect(rows.length).toBeGreaterThan(1000);
      for (const r of rows) expect(r.terms).toEqual([of.term(of.index(Number(r.at)))]);
    });
  }

  it('puts the thresholds of its amount in every bid\'s search vector as lib/search/sort-buckets.ts', async () => {
    const rows = await queryRows<{ amount: number; terms: string[] }>(
      await db(),
      sql`select amount::float8 as amount, array(select t from unnest(tsvector_to_array(search_vec)) t where t like 'A:%') as terms
          from winning_bid`,
    );
    const thresholds = (amount: number) => {
      const out: string[] = [];
      for (let k = AMOUNT_THRESHOLD_FROM; k <= amountBuckets.index(amount); k += AMOUNT_THRESHOLD_STEP) out.push(`A:${k}`);
      return out;
    };
    // tsvector_to_array gives the terms in the vector's order (by length, then bytes).
    for (const r of rows) expect([...r.terms].sort()).toEqual(thresholds(Number(r.amount)).sort());
    expect(rows.some((r) => r.terms.length > 10)).toBe(true);
  });

  it('finds every bid beyond a bound of the amount order under the threshold asked for it', async () => {
    for (const share of [0.05, 0.3, 0.5, 0.7, 0.95]) {
      const bound = await quantile('amount', share);
      for (const direction of ['asc', 'desc'] as const) {
        const beyond = amountBuckets.beyond!(amountBuckets.keyOf(bound), direction);
        if (!beyond) continue;
        const beyondBound = direction === 'desc' ? sql`amount >= ${bound}` : sql`amount <= ${bound}`;
        const [row] = await queryRows<{ inside: number; missed: number; all: number }>(
          await db(),
          sql`select count(*) filter (where ${beyondBound})::int as inside,
                     count(*) filter (where ${beyondBound} and not search_vec @@ ${beyond}::tsquery)::int as missed,
                     count(*) filter (where search_vec @@ ${beyond}::tsquery)::int as "all"
              from winning_bid`,
        );
        expect(row!.inside).toBeGreaterThan(0);
        expect(row!.missed, `${direction} from ${bound} under ${beyond}`).toBe(0);
        // Narrow: the threshold takes in at most a few buckets more than the range (five a decade).
        expect(row!.all).toBeLessThan(row!.inside * 4 + 200);
      }
    }
  });

  // A keyword's matches kept away from the start of the order (`away`), so a walk from there finds
  // none and the buckets are read: the ids must be the true first ones.
  const read = async (sorted: (typeof SORT_BUCKETS)[number], keyword: string, direction: 'asc' | 'desc', away: SQL, wanted: number) => {
    const { column, of, key } = sorted;
    const [h] = await queryRows<{ bounds: string[]; correlation: number }>(
      await db(),
      sql`select histogram_bounds::text::text[] as bounds, correlation::float8 as correlation from pg_stats
          where tablename = 'winning_bid' and attname = ${column}`,
    );
    const q: SearchQuery = { keyword, filter: {}, sortBy: column, order: direction, pageNum: 1, pageSize: wanted };
    const terms = searchTerms(keyword);
    return withBoundedWork(await db(), (tx) =>
      readTiers(
        tx,
        [
          {
            table: sql.raw('winning_bid'),
            where: sql`${matchCondition(tenderSource, q, terms, { filters: true })} and ${away}`,
            order: sql.raw(`order by ${column} ${direction}, id ${direction}`),
            // Many by estimate: a short walk is tried first.
            rows: 100_000,
            tableRows: 1250,
            smallSet: 0,
            prefer: 'walk',
            range: { column: sql.raw(column), name: column, direction, stats: { bounds: h!.bounds, correlation: Number(h!.correlation) } },
            buckets: {
              of,
              key,
              inBucket: (buckets) => sql`${matchCondition(tenderSource, q, terms, { filters: true, buckets })} and ${away}`,
            },
          },
        ],
        wanted,
      ),
    );
  };

  for (const sorted of SORT_BUCKETS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`gives the true first rows by ${sorted.column} ${direction} where the keyword goes with the far end, and every match when there are fewer`, async () => {
        await (await db()).execute(sql`analyze winning_bid`);
        const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
        const column = sql.raw(sorted.column);
        const away =
          direction === 'asc'
            ? sql`${column} >= ${await quantile(sorted.column, 0.6)}`
            : sql`${column} <= ${await quantile(sorted.column, 0.4)}`;
        const all = await oracleIds(keyword, sql.raw(`${sorted.column} ${direction}, id ${direction}`), away);
        expect(all.length).toBeGreaterThan(40);
        expect(await read(sorted, keyword, direction, away, 40)).toEqual(all.slice(0, 40));
        expect(await read(sorted, keyword, direction, away, all.length + 10)).toEqual(all);
      });
    }
  }

  it('finds a record older than the statistics in a month before theirs', async () => {
    await (await db()).execute(sql`analyze winning_bid`);
    const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
    const [row] = await queryRows<{ id: number; publish_time: string }>(
      await db(),
      sql`select id, publish_time::text from winning_bid where position(${keyword} in ${DOC}) > 0 order by id desc limit 1`,
    );
    const late = await quantile('publish_time', 0.6);
    try {
      await (await db()).execute(sql`update winning_bid set publish_time = now() - interval '12 years' where id = ${row!.id}`);
      const away = sql`(publish_time >= ${late}::timestamptz or id = ${row!.id})`;
      const ids = await read(SORT_BUCKETS[0], keyword, 'asc', away, 20);
      expect(ids[0]).toBe(Number(row!.id));
      expect(ids).toEqual((await oracleIds(keyword, sql`publish_time asc, id asc`, away)).slice(0, 20));
    } finally {
      await (await db()).execute(sql`update winning_bid set publish_time = ${row!.publish_time}::timestamptz where id = ${row!.id}`);
    }
  });

  it('finds an amount larger than the statistics know in its own bucket, largest first', async () => {
    await (await db()).execute(sql`analyze winning_bid`);
    const { keyword } = await keywordWithin(COMMON, SAMPLE_SIZE, 2000);
    const [row] = await queryRows<{ id: number; amount: string }>(
      await db(),
      sql`select id, amount::text from winning_bid where position(${keyword} in ${DOC}) > 0 order by id desc limit 1`,
    );
    const low = await quantile('amount', 0.4);
    try {
      // Buckets past the largest the statistics saw: its search vector takes the new bucket.
      await (await db()).execute(sql`update winning_bid set amount = 98765432109.87 where id = ${row!.id}`);
      const away = sql`(amount <= ${low} or id = ${row!.id})`;
      const ids = await read(SORT_BUCKETS[1], keyword, 'desc', away, 20);
      expect(ids[0]).toBe(Number(row!.id));
      expect(ids).toEqual((await oracleIds(keyword, sql`amount desc, id desc`, away)).slice(0, 20));
    } finally {
      await (await db()).execute(sql`update winning_bid set amount = ${row!.amount}::numeric where id = ${row!.id}`);
    }
  });
});
