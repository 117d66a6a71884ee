import { describe, expect, it } from 'vitest';
import {
  planReadsRangeIndex,
  rangeFetchPays,
  knownBound,
  accessPlans,
  estimateMatches,
  longWalkRows,
  rangeBound,
  nextRangeShare,
  beyondCovered,
  rarestTerm,
  RANGE_MARGIN,
  SAMPLE_EVERY,
  SAMPLE_SIZE,
  sampledMatches,
  sampleShowsCap,
  sampleRowsForCap,
  looksInSample,
  samplesFromIndex,
  storageScanRows,
  type AccessPlan,
  facetsFromCandidates,
  orderCandidates,
  passesFilters,
  SMALL_SET,
  type Candidate,
  type FacetSpec,
  type TableStats,
} from './answer-rules';

const FACETS: FacetSpec[] = [{ name: 'city_name.keyword' }, { name: 'trade', array: true }, { name: 'age', order: ['new', 'old'] }];

const c = (id: number, city: string, trades: string[], age: string, key = id, tier = 1): Candidate => ({
  id,
  key,
  values: [city, trades, age],
  code: `${city}-code`,
  tier,
});

const ROWS = [
  c(1, '北京', ['医疗', '教育'], 'old'),
  c(2, '北京', ['医疗'], 'new'),
  c(3, '上海', ['教育'], 'new'),
  c(4, '上海', [], 'old'),
  c(5, '成都', ['医疗'], 'old'),
];

describe('facetsFromCandidates', () => {
  it('counts every value exactly when given every match', () => {
    const f = facetsFromCandidates(ROWS, FACETS, {});
    expect(f.total).toBe(5);
    // Ties in pinyin order (北京 before 上海).
    expect(f.labels['city_name.keyword']).toEqual([
      { key: '北京', count: 2 },
      { key: '上海', count: 2 },
      { key: '成都', count: 1 },
    ]);
    // An array label counts each element once per record.
    expect(f.labels.trade).toEqual([
      { key: '医疗', count: 3 },
      { key: '教育', count: 2 },
    ]);
    // Derived buckets keep their own order.
    expect(f.labels.age!.map((l) => l.key)).toEqual(['new', 'old']);
    expect(f.cities.find((x) => x.cityName === '成都')).toEqual({ cityName: '成都', cityCode: '成都-code', count: 1 });
  });

  it('counts a label under every other filter but its own', () => {
    const f = facetsFromCandidates(ROWS, FACETS, { 'city_name.keyword': ['北京'], trade: ['医疗'] });
    expect(f.total).toBe(2);
    // The city label ignores the city filter (so the choice can widen) but follows the trade filter.
    expect(f.labels['city_name.keyword']).toEqual([
      { key: '北京', count: 2 },
      { key: '成都', count: 1 },
    ]);
    expect(f.labels.trade).toEqual([
      { key: '医疗', count: 2 },
      { key: '教育', count: 1 },
    ]);
  });

  it('scales a sample to estimates, never below 1 for a value it saw', () => {
    const f = facetsFromCandidates(ROWS, FACETS, {}, 1000.4);
    expect(f.total).toBe(5002);
    expect(f.labels['city_name.keyword']!.find((l) => l.key === '成都')!.count).toBe(1000);
    const tiny = facetsFromCandidates(ROWS, FACETS, {}, 0.01);
    expect(tiny.labels.trade!.every((l) => l.count === 1)).toBe(true);
  });
});

describe('passesFilters', () => {
  it('ORs values within a label and ANDs across labels', () => {
    expect(passesFilters(ROWS[0]!, FACETS, { 'city_name.keyword': ['上海', '北京'] })).toBe(true);
    expect(passesFilters(ROWS[0]!, FACETS, { 'city_name.keyword': ['北京'], age: ['new'] })).toBe(false);
    expect(passesFilters(ROWS[3]!, FACETS, { trade: ['医疗'] })).toBe(false);
  });
});

describe('orderCandidates', () => {
  const rows = [c(1, 'a', [], 'old', 10, 1), c(2, 'a', [], 'old', 30, 0), c(3, 'a', [], 'old', 20, 1), c(4, 'a', [], 'old', 20, 0)];

  it('orders by value then id, both in the sort direction', () => {
    expect(orderCandidates(rows, false, 'desc')).toEqual([2, 4, 3, 1]);
    expect(orderCandidates(rows, false, 'asc')).toEqual([1, 3, 4, 2]);
  });

  it('puts the title tier first in the comprehensive order', () => {
    expect(orderCandidates(rows, true, 'desc')).toEqual([2, 4, 3, 1]);
    const ties = [c(1, 'a', [], 'old', 5, 1), c(2, 'a', [], 'old', 1, 0)];
    expect(orderCandidates(ties, true, 'desc')).toEqual([2, 1]);
  });
});

describe('estimateMatches', () => {
  const stats: TableStats = {
    rows: 1_000_000,
    terms: { values: new Map([['智慧', 0.1], ['慧医', 0.02], ['医疗', 0.05], ['c:成都', 0.04], ['oa', 0.01], ['oas', 0.002]]), minFreq: 0.002 },
  };

  it('takes a run of bigrams as frequent as its rarest bigram, words and scope as independent', () => {
    expect(estimateMatches(stats, [{ lexemes: ['智慧', '慧医', '医疗'], prefix: false }])).toBeCloseTo(20_000);
    expect(estimateMatches(stats, [{ lexemes: ['医疗'], prefix: false }, { lexemes: ['c:成都'], prefix: false }])).toBeCloseTo(2_000);
  });

  it('sums the terms a prefix stands for, and takes an unlisted term as rarer than every listed one', () => {
    expect(estimateMatches(stats, [{ lexemes: ['oa'], prefix: true }])).toBeCloseTo(12_000);
    expect(estimateMatches(stats, [{ lexemes: ['量子'], prefix: false }])).toBeCloseTo(1_000);
    expect(estimateMatches(stats, [])).toBe(1_000_000);
  });
});

describe('longWalkRows', () => {
  const clustered = { ranged: true, clustered: true };

  it('walks a clustered index on as far as reading every match would cost, in blocks', () => {
    // 283,558 matches of 2024: 4,051 index blocks and a block a match; a walked row costs a quarter.
    expect(longWalkRows(283_558, 700, clustered)).toBe(Math.floor((283_558 / 70 + 283_558) / 0.25));
  });

  it('gives no second walk where rows are not stored in order or the first walk went as far', () => {
    expect(longWalkRows(283_558, 700, { ranged: true, clustered: false })).toBeNull();
    expect(longWalkRows(100, 1_000, clustered)).toBeNull();
  });
});

describe('accessPlans', () => {
  const ranged = { ranged: true, clustered: false };
  const chooseAccess = (...args: Parameters<typeof accessPlans>) => accessPlans(...args)[0]!;
  const walkRows = (plan: AccessPlan) => (plan.access === 'walk' ? plan.walkRows : Number.NaN);

  it('reads a small set whole and walks the sort index for a common one', () => {
    expect(chooseAccess(SMALL_SET, 20, 1_000_000).access).toBe('bitmap');
    expect(chooseAccess(200_000, 20, 1_000_000).access).toBe('walk');
    expect(chooseAccess(200_000, 20, 1_000_000, SMALL_SET, ranged).access).toBe('walk');
  });

  it('tries a walk, bounded by the estimated set, unless it expects far more than the set: deep pages of a rarer set read it whole', () => {
    expect(chooseAccess(30_000, 50, 1_000_000).access).toBe('walk');
    // Page 50 of a 30,000 set expects 33,000 rows checked: tried, at most the set's 30,000.
    expect(chooseAccess(30_000, 1000, 1_000_000)).toEqual({ access: 'walk', walkRows: 30_000 });
    expect(chooseAccess(5_000, 1000, 1_000_000).access).toBe('bitmap');
  });

  it('bounds a walk to four times what the estimate expects, never more than reading the set', () => {
    expect(walkRows(chooseAccess(200_000, 20, 1_000_000))).toBe(400);
    // Page 500 of a common keyword: a long walk, still cheaper than sorting 427,000 matches.
    expect(walkRows(chooseAccess(427_000, 10_000, 1_000_000))).toBe(93_677);
    expect(walkRows(chooseAccess(30_000, 1000, 1_000_000))).toBe(30_000);
  });

  it('reads a rarer set within a range of the sort column when its histogram is known, sized to twice the rows wanted', () => {
    // 3,000 matches, page 1: a range holding about 100 of them instead of all 3,000 or a 17,000-row walk.
    expect(chooseAccess(3_000, 50, 1_000_000, SMALL_SET, ranged)).toEqual({ access: 'range', share: (RANGE_MARGIN * 50) / 3_000 });
    expect(chooseAccess(30_000, 1000, 1_000_000, SMALL_SET, ranged).access).toBe('range');
    // A range of most of the table bounds nothing.
    expect(chooseAccess(150, 100, 1_000_000, SMALL_SET, ranged).access).toBe('bitmap');
  });

  it('walks further where the rows are stored in the order (a clustered table reads neighbours from one block)', () => {
    // 40,000 matches, page 1: 1,250 rows walked, about 310 blocks when clustered; a range first reads
    // the search index for all 40,000.
    expect(chooseAccess(40_000, 50, 1_000_000, SMALL_SET, { ranged: true, clustered: true }).access).toBe('walk');
    expect(chooseAccess(40_000, 50, 1_000_000, SMALL_SET, { ranged: true, clustered: false }).access).toBe('range');
  });

  it('offers the next cheapest way when one finds too few, and always ends with the whole set', () => {
    // 运 among the smallest amounts: a 1,160-row walk finds too few, a range follows before the
    // 172,000 matches are read whole.
    expect(accessPlans(172_000, 50, 1_000_000, SMALL_SET, ranged).map((p) => p.access)).toEqual(['walk', 'range', 'bitmap']);
    expect(accessPlans(3_000, 50, 1_000_000, SMALL_SET, ranged).map((p) => p.access)).toEqual(['range', 'bitmap']);
    expect(accessPlans(SMALL_SET, 20, 1_000_000).map((p) => p.access)).toEqual(['bitmap']);
  });

  it('takes a preferred way only where it is possible', () => {
    expect(chooseAccess(200_000, 20, 1_000_000, SMALL_SET, ranged, 'range').access).toBe('range');
    expect(chooseAccess(200_000, 20, 1_000_000, SMALL_SET, undefined, 'range').access).toBe('walk');
  });
});

describe('rangeBound', () => {
  const bounds = Array.from({ length: 11 }, (_, i) => String(i * 10)); // 0, 10, ..., 100: tenths of the table

  it('picks the value beyond which at least the share lies, in the order\'s direction', () => {
    expect(rangeBound(bounds, 0.1, 'desc')).toBe('90');
    expect(rangeBound(bounds, 0.25, 'desc')).toBe('70');
    expect(rangeBound(bounds, 0.1, 'asc')).toBe('10');
    expect(rangeBound(bounds, 0.25, 'asc')).toBe('30');
  });

  it('bounds nothing when the share is the whole table or there is no histogram', () => {
    expect(rangeBound(bounds, 1, 'desc')).toBeNull();
    expect(rangeBound(bounds, 0.95, 'asc')).toBeNull();
    expect(rangeBound(bounds, 0.95, 'desc')).toBeNull();
    expect(rangeBound(['5'], 0.1, 'desc')).toBeNull();
  });
});

describe('rarestTerm', () => {
  const terms = { values: new Map([['智慧', 0.1], ['慧医', 0.02], ['医疗', 0.05]]), minFreq: 0.02 };

  it('picks the rarest listed term, and an unlisted one before every listed one', () => {
    expect(rarestTerm(terms, ['智慧', '慧医', '医疗'])).toBe('慧医');
    expect(rarestTerm(terms, ['智慧', '医院', '医疗'])).toBe('医院');
    expect(rarestTerm(terms, ['医院', '院长'])).toBe('医院');
  });
});

describe('samplesFromIndex', () => {
  it('takes the sample from every 16th row for a set in the thousands up to a sixth of the table', () => {
    expect(samplesFromIndex(1_999, 1_000_000)).toBe(false);
    expect(samplesFromIndex(2_000, 1_000_000)).toBe(true);
    expect(samplesFromIndex(150_000, 1_000_000)).toBe(true);
    // A scan in storage order finds a common keyword's sample within a few hundred blocks.
    expect(samplesFromIndex(150_001, 1_000_000)).toBe(false);
    expect(samplesFromIndex(2_000, 10_000)).toBe(false);
  });
});

describe('storageScanRows', () => {
  it('scans a frequent set in storage order twice as far as its share says its first read needs', () => {
    // 大数据 at 1,000,000 bids: about 157,000 matches, 502 wanted.
    expect(storageScanRows(157_000, 1_000_000, 502)).toBe(Math.ceil((2 * 502 * 1_000_000) / 157_000));
    expect(storageScanRows(500_000, 1_000_000, 502)).toBe(2_008);
  });

  it('leaves rarer sets to the sample index or the planner', () => {
    expect(storageScanRows(150_000, 1_000_000, 502)).toBeNull();
    expect(storageScanRows(20_000, 1_000_000, 502)).toBeNull();
  });

  it('leaves a small table to the planner, which scans it whole', () => {
    expect(storageScanRows(600, 1_250, 501)).toBeNull();
    expect(storageScanRows(1_250, 1_250, 501)).toBe(1_002);
  });
});

describe('sampledMatches', () => {
  it('stands for sixteen matches a row while the read found them all, and for at least the estimate at its limit', () => {
    expect(SAMPLE_EVERY).toBe(16);
    expect(sampledMatches(100, 50_000)).toBe(1_600);
    expect(sampledMatches(SAMPLE_SIZE, 2_000)).toBe(SAMPLE_SIZE * 16);
    expect(sampledMatches(SAMPLE_SIZE + 1, 50_000)).toBe(50_000);
    expect(sampledMatches(SAMPLE_SIZE + 1, 3_000)).toBe((SAMPLE_SIZE + 1) * 16);
  });

  it('stands for nothing when it found too few (the set is small and read whole)', () => {
    expect(sampledMatches(31, 5_000)).toBeNull();
    expect(sampledMatches(0, 5_000)).toBeNull();
    expect(sampledMatches(32, 5_000)).toBe(512);
  });
});

describe('sampleShowsCap', () => {
  it('takes a set as at the cap only when the sample index holds twice the share a set at the cap would give it', () => {
    // 1,000 matches put 62.5 on average among every 16th id: 125 is twice that.
    expect(sampleShowsCap(125, 1000)).toBe(true);
    expect(sampleShowsCap(124, 1000)).toBe(false);
    expect(sampleShowsCap(63, 1000)).toBe(false);
    expect(sampleShowsCap(0, 1000)).toBe(false);
    expect(sampleShowsCap(7, 50)).toBe(true);
  });

  it('is met by as many rows as a look in the sample index reads', () => {
    expect(sampleRowsForCap(1000)).toBe(125);
    expect(sampleShowsCap(sampleRowsForCap(1000), 1000)).toBe(true);
    expect(sampleShowsCap(sampleRowsForCap(1000) - 1, 1000)).toBe(false);
  });
});

describe('looksInSample', () => {
  it('looks in the sample index before counting a set estimated at the cap or more', () => {
    expect(looksInSample(1000, 1000, false)).toBe(true);
    expect(looksInSample(2900, 1000, false)).toBe(true);
  });

  it('counts at once a set estimated under the cap (too few to show there)', () => {
    expect(looksInSample(999, 1000, false)).toBe(false);
    expect(looksInSample(0, 1000, false)).toBe(false);
  });

  it('does not look again where the first read already read every row the sample index holds', () => {
    expect(looksInSample(2900, 1000, true)).toBe(false);
  });
});

describe('beyondCovered', () => {
  it('keeps a range that reaches further than the rows already searched', () => {
    expect(beyondCovered(0.05, 0, 1_000_000, 0, 50)).toBe(0.05);
    expect(beyondCovered(0.05, 20_000, 1_000_000, 3, 50)).toBe(0.05);
  });

  it('starts beyond a walk that searched further, widened by what it found there', () => {
    // A 100,000-row walk found 25 of 50: a range of 10 % holds no more; the next is 2 × 50 / 25 = 4 times wider.
    expect(beyondCovered(0.05, 100_000, 1_000_000, 25, 50)).toBeCloseTo(0.4);
    expect(beyondCovered(0.02, 40_000, 1_000_000, 0, 50)).toBeCloseTo(0.32);
  });

  it('gives up when the next share would pass half the table', () => {
    expect(beyondCovered(0.05, 200_000, 1_000_000, 0, 50)).toBeNull();
  });
});

describe('nextRangeShare', () => {
  it('widens eight times after a range that held none or very few', () => {
    expect(nextRangeShare(0.001, 0, 100)).toBe(0.008);
    expect(nextRangeShare(0.001, 20, 100)).toBe(0.008);
  });

  it('widens by what the range held, for twice the wanted rows at its rate', () => {
    // 92 of 100: 2 x 100 / 92 times as wide.
    expect(nextRangeShare(0.01, 92, 100)).toBeCloseTo(0.01 * (200 / 92), 12);
    expect(nextRangeShare(0.01, 50, 100)).toBeCloseTo(0.04, 12);
    expect(nextRangeShare(0.01, 99, 100)).toBeCloseTo(0.01 * (200 / 99), 12);
  });

  it('tries no range past half the table', () => {
    expect(nextRangeShare(0.1, 0, 100)).toBeNull();
    expect(nextRangeShare(0.3, 90, 100)).toBeNull();
    expect(nextRangeShare(0.2, 90, 100)).toBeCloseTo(0.2 * (200 / 90), 12);
  });
});

describe('knownBound', () => {
  const known = [
    { tier: 1, key: 30, value: '30.00' },
    { tier: 0, key: 10, value: '10.00' },
    { tier: 1, key: 20, value: '20.00' },
    { tier: 0, key: 40, value: '40.00' },
    { tier: 1, key: 50, value: '50.00' },
  ];

  it('is the value of the wanted-th first known match in the order', () => {
    expect(knownBound(known, -1, 2, 'asc')).toBe('20.00');
    expect(knownBound(known, -1, 2, 'desc')).toBe('40.00');
    expect(knownBound(known, -1, 5, 'asc')).toBe('50.00');
  });

  it('counts only the tier asked for', () => {
    expect(knownBound(known, 0, 2, 'asc')).toBe('40.00');
    expect(knownBound(known, 1, 1, 'desc')).toBe('50.00');
  });

  it('bounds nothing when fewer matches are known than wanted', () => {
    expect(knownBound(known, 0, 3, 'asc')).toBeNull();
    expect(knownBound(known, -1, 6, 'desc')).toBeNull();
    expect(knownBound([], -1, 1, 'asc')).toBeNull();
  });
});

describe('rangeFetchPays', () => {
  const node = (type: string, rows: number, ...plans: object[]) => ({ 'Node Type': type, 'Plan Rows': rows, ...(plans.length ? { Plans: plans } : {}) });
  const plan = (bitmapRows: number) => [
    { Plan: node('Limit', 50, node('Sort', 7111, node('Bitmap Heap Scan', 7111, node('BitmapAnd', bitmapRows, node('Bitmap Index Scan', 213_352), node('Bitmap Index Scan', 99_989))))) },
  ];

  it('refuses a range whose bitmap holds far more rows than the whole set (5G管理 asked for 管理 alone)', () => {
    expect(rangeFetchPays(plan(21_334), 1_001)).toBe(false);
  });

  it('takes a range whose bitmap holds up to four times the set', () => {
    expect(rangeFetchPays(plan(4_004), 1_001)).toBe(true);
    expect(rangeFetchPays(plan(300), 3_308)).toBe(true);
  });

  it('takes a plan without a bitmap heap scan (nothing to weigh)', () => {
    expect(rangeFetchPays([{ Plan: node('Limit', 50, node('Index Scan', 50)) }], 10)).toBe(true);
  });
});

describe('planReadsRangeIndex', () => {
  const bitmap = (index: string, cond: string) => ({ 'Node Type': 'Bitmap Index Scan', 'Index Name': index, 'Index Cond': cond });
  const heap = (...plans: object[]) => [{ Plan: { 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Sort', Plans: [{ 'Node Type': 'Bitmap Heap Scan', Plans: plans }] }] } }];
  const search = bitmap('winning_bid_search_idx', "(search_vec @@ '''应急'' & ''急管'''::tsquery)");
  const title = bitmap('winning_bid_title_idx', "(title_vec @@ '''应急'' & ''急管'''::tsquery)");

  it('takes a plan that reads the sort index within the range, combined with the search index', () => {
    const range = bitmap('winning_bid_publish_time_idx', "(publish_time >= '2026-10-20 03:54:00+00'::timestamp with time zone)");
    expect(planReadsRangeIndex(heap({ 'Node Type': 'BitmapAnd', Plans: [search, range] }), 'publish_time')).toBe(true);
  });

  it('refuses a BitmapAnd of the search and title indexes that filters the range after the fetch', () => {
    // The slowest never-asked question of the 2026-11-25 baseline (应急管理, page 2): 13,403 blocks read.
    expect(planReadsRangeIndex(heap({ 'Node Type': 'BitmapAnd', Plans: [search, title] }), 'publish_time')).toBe(false);
    expect(planReadsRangeIndex(heap(search), 'amount')).toBe(false);
  });

  it('matches the column as a word, not inside another name', () => {
    expect(planReadsRangeIndex(heap(bitmap('x', '(amount_band >= 3)')), 'amount')).toBe(false);
  });
});
