// Ad-hoc latency of searchByType (service level, no HTTP) over a few typical queries, on the database
// of DATABASE_URL (or PGlite in PGLITE_DATA_DIR): each query 6 times, the first (cold) shown apart.
//   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/search-latency.ts
// The benchmark issue replaces this with `npm run bench`.
import { env } from '@/lib/env';
import { openDb, setDbHandle } from '@/lib/server/db/client';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { searchByType } from '@/lib/server/search/search-by-type';
setDbHandle(openDb({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR }));
const qs: Record<string, unknown>[] = [
  { type: 3, searchContent: '医' },
  { type: 3, searchContent: '医疗' },
  { type: 3, searchContent: '智慧医疗' },
  { type: 3, searchContent: 'OA系统' },
  { type: 3, searchContent: '' },
  { type: 3, searchContent: '平台', sortBy: 'amount', order: 'desc' },
  { type: 3, searchContent: '系统', pageNum: 100 },
  { type: 3, searchContent: '', cityName: '成都' },
  { type: 1, searchContent: '软件' },
  { type: 1, searchContent: '', sortBy: 'register_capital' },
];
for (const q of qs) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    const r = await searchByType(searchByTypeSchema.parse(q));
    times.push(performance.now() - t);
    total = r.totalCount;
  }
  const cold = times.shift()!;
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(q).padEnd(70), 'total', String(total).padStart(8), 'cold', cold.toFixed(0), 'ms', 'median', times[2]!.toFixed(1), 'ms', 'max', times[4]!.toFixed(0), 'ms');
}
process.exit(0);
