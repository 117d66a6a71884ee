// `npm run bench:search` (docs/search.md "Forgiving search"): the forgiving search's judged set and its
// suggestion call's never-asked prefix stream, measured in process on the dataset DATABASE_URL (or
// PGLITE_DATA_DIR) holds, seeded at a fixed seed. Per kind of query: recall@10 and nDCG@10 of the
// forgiving search, and of the literal search for comparison, and the forgiving search's time; for
// suggestions p50/p95/max. Writes bench/results/forgiving.md. Run with tsx --conditions=react-server.
//   tsx --conditions=react-server scripts/bench/forgiving.ts [--seed N] [--per-kind N] [--prefixes N]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, queryRows } from '@/lib/server/db/client';
import { forgivingSearch, suggestSearch } from '@/lib/server/search/forgiving';
import { searchTenders } from '@/lib/server/search/search-by-type';
import { refreshVocabulary } from '@/lib/server/search/vocabulary';
import { searchByTypeSchema } from '@/lib/search/schemas';
import { SYNONYM_GROUPS } from '@/lib/search/synonyms';
import { clearAnswerCache } from './answer-cache';
import { JUDGED_KINDS, judgedQueries, prefixStream, scoreTop10, type JudgedKind, type VocabularyWord } from './judged-queries';
import { summarize } from './stats';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SEED = arg('seed', 20261129);
const PER_KIND = arg('per-kind', 35);
const PREFIXES = arg('prefixes', 500);

const input = (keyword: string) => searchByTypeSchema.parse({ type: 3, searchContent: keyword, pageSize: 10 });
const ids = (r: { dataList: { bidId: number }[] }) => r.dataList.map((b) => b.bidId);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
};

async function main() {
  // Answers a run within the hour left cached would time the judged queries as asked before.
  if (process.env.DATABASE_URL) await clearAnswerCache({ url: process.env.DATABASE_URL });
  const db = await getDb();
  const [{ bids } = { bids: 0 }] = await queryRows<{ bids: number }>(db, sql`select count(*)::int as bids from winning_bid`);
  const terms = await refreshVocabulary(db);
  const words = await queryRows<VocabularyWord>(db, sql`select term, kind from search_vocabulary`);
  const finding = new Set(words.map((w) => w.term));
  for (const term of SYNONYM_GROUPS.flat()) if ((await searchTenders(input(term))).totalCount > 0) finding.add(term);
  const queries = judgedQueries(SEED, words, PER_KIND, (w) => finding.has(w));

  const perKind = new Map<JudgedKind, { recall: number[]; ndcg: number[]; literalRecall: number[]; literalNdcg: number[]; ms: number[] }>();
  for (const q of queries) {
    // Timed first: the word it means, searched after, would otherwise have left its answer cached.
    const [answer, ms] = await timed(() => forgivingSearch(input(q.query), 0));
    const relevant = ids(await searchTenders(input(q.intended)));
    const literal = await searchTenders(input(q.query));
    const s = scoreTop10(relevant, ids(answer.result as { dataList: { bidId: number }[] }));
    const l = scoreTop10(relevant, ids(literal));
    const into = perKind.get(q.kind) ?? { recall: [], ndcg: [], literalRecall: [], literalNdcg: [], ms: [] };
    into.recall.push(s.recall);
    into.ndcg.push(s.ndcg);
    into.literalRecall.push(l.recall);
    into.literalNdcg.push(l.ndcg);
    into.ms.push(ms);
    perKind.set(q.kind, into);
  }

  const prefixes = prefixStream(SEED, words, PREFIXES);
  const suggestMs: number[] = [];
  for (const p of prefixes) suggestMs.push((await timed(() => suggestSearch(p)))[1]);
  const suggest = summarize(suggestMs);

  const fmt = (x: number) => x.toFixed(3);
  const lines = [
    `# Forgiving search: judged set and suggestions`,
    '',
    `Dataset: ${bids.toLocaleString('en')} bids, vocabulary ${terms.toLocaleString('en')} terms; seed ${SEED}; ${queries.length} judged queries; measured in process (no HTTP) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}.`,
    '',
    '| kind | queries | recall@10 | nDCG@10 | literal recall@10 | literal nDCG@10 | forgiving p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...JUDGED_KINDS.filter((k) => perKind.has(k)).map((k) => {
      const r = perKind.get(k)!;
      const t = summarize(r.ms);
      return `| ${k} | ${r.recall.length} | ${fmt(mean(r.recall))} | ${fmt(mean(r.ndcg))} | ${fmt(mean(r.literalRecall))} | ${fmt(mean(r.literalNdcg))} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`;
    }),
    '',
    `searchSuggest, ${prefixes.length} never-asked prefixes (characters, pinyin, initials, mixed): p50 ${suggest.p50.toFixed(1)} ms, p95 ${suggest.p95.toFixed(1)} ms, max ${suggest.max.toFixed(1)} ms (budget p95 ≤ 30 ms).`,
    '',
  ];
  const out = lines.join('\n');
  console.log(out);
  const dir = path.resolve(import.meta.dirname, '..', '..', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'forgiving.md'), out);
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
