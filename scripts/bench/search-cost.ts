// `npm run bench:search-cost -- [--stream=broad|never] [--seed=N] [--count=N] [--top=N]`: where
// never-asked searches' time goes, in process, on the dataset of BENCH_DATABASE_URL (default: the
// bench's 1M database): searchByType for `count` questions of the broad stream (the default) or of the
// ordinary never-asked one, the first 5 not counted, and the `top` slowest printed with their questions
// (docs/search.md, the amount order's buckets and thresholds). The answer cache is emptied first; the
// HTTP figures are the bench's `api-broad` and `api-distinct`.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { searchByType } from '@/lib/server/search/search-by-type';
import { broadTexts } from './broad-texts';
import { DEFAULT_DATABASE_URL } from './cli-options';
import { broadQueries, distinctQueries, questionBody, type StreamQuestion } from './queries';
import { percentile } from './stats';

const WARM = 5;
const { values } = parseArgs({
  options: { stream: { type: 'string', default: 'broad' }, seed: { type: 'string', default: '1' }, count: { type: 'string', default: '300' }, top: { type: 'string', default: '10' } },
});
const url = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
const seed = Number(values.seed);
const count = Number(values.count);
const top = Number(values.top);
if (!['broad', 'never'].includes(values.stream) || ![seed, count, top].every(Number.isInteger)) {
  throw new Error('用法: npm run bench:search-cost -- [--stream=broad|never] [--seed=N] [--count=N] [--top=N]');
}
const broad = values.stream === 'broad';

const texts = broad ? await broadTexts(url) : { titles: [], suppliers: [] };
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('truncate search_result_cache');
await client.end();

setDbHandle(openDb({ url }));
const questions: StreamQuestion[] = broad ? broadQueries(seed, count, texts) : distinctQueries(seed, count);
const asked: { ms: number; total: number; q: StreamQuestion }[] = [];
for (const q of questions) {
  const started = performance.now();
  const answer = await searchByType(searchByTypeSchema.parse(questionBody(q)));
  asked.push({ ms: performance.now() - started, total: answer.totalCount, q });
}
const counted = asked.slice(WARM);
const ms = counted.map((a) => a.ms).sort((a, b) => a - b);
const f = (v: number) => v.toFixed(1);
console.log(`${url.replace(/^.*\//, '')} · ${broad ? 'broad' : 'never-asked'} stream, seed ${seed} · ${ms.length} questions in process`);
console.log(`  p50 ${f(percentile(ms, 50))} ms, p95 ${f(percentile(ms, 95))} ms, p99 ${f(percentile(ms, 99))} ms, max ${f(ms[ms.length - 1] ?? NaN)} ms`);
for (const a of [...counted].sort((x, y) => y.ms - x.ms).slice(0, top)) {
  console.log(`  ${f(a.ms)} ms · ${a.total} matches · ${JSON.stringify(questionBody(a.q))}`);
}
await closeDb();
