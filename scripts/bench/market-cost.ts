// `npm run bench:market-cost`: where a never-asked market view's time goes, in process, on the dataset of
// BENCH_DATABASE_URL (default: the bench's 1M database): its SQL (marketView) and its figures (marketCharts:
// ECharts' SVG drawings and the rankings), for 40 filter combinations of the country and a few cities, the
// first 5 not counted (docs/analytics.md "Cost"). The page's own figures are the bench's `market-distinct`.
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';
import { MARKET_TRADES, PROJECT_KINDS } from '@/lib/market/options';
import type { MarketFilter } from '@/lib/market/schemas';
import type { MarketScope } from '@/lib/market/types';
import { marketView } from '@/lib/server/market/market';
import { marketCharts } from '@/lib/server/market/market-charts';
import { mulberry32 } from '@/seed/rng';
import { DEFAULT_DATABASE_URL } from './cli-options';
import { percentile } from './stats';

const ASKED = 40;
const WARM = 5;
const SCOPES: MarketScope[] = [
  { cityCode: null, cityName: null },
  { cityCode: '500100', cityName: '重庆' },
  { cityCode: '510100', cityName: '成都' },
  { cityCode: '330100', cityName: '杭州' },
];

const url = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
setDbHandle(openDb({ url }));
const random = mulberry32(20261130);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const now = new Date();
const years = [undefined, now.getFullYear() - 1, now.getFullYear() - 2];
const times = { sql: [] as number[], figures: [] as number[] };
for (let i = 0; i < ASKED; i++) {
  const filter: MarketFilter = { trade: pick([undefined, ...MARKET_TRADES]), kind: pick([undefined, ...PROJECT_KINDS.map((k) => k.code)]), year: pick(years) };
  const started = performance.now();
  const view = await marketView(pick(SCOPES), filter);
  const read = performance.now();
  marketCharts(view);
  if (i < WARM) continue;
  times.sql.push(read - started);
  times.figures.push(performance.now() - read);
}
const line = (name: string, xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${name} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};
console.log(`${new URL(url).pathname.slice(1)} · ${ASKED - WARM} 个未问过的市场视图（进程内）`);
console.log(`  ${line('SQL', times.sql)}`);
console.log(`  ${line('图表', times.figures)}`);
await closeDb();
