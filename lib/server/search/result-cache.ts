import 'server-only';
import { metrics } from '@/lib/metrics.mjs';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { queryRows, settledDb, type Db } from '@/lib/server/db/client';
import type { FacetResult } from '@/lib/search/types';
import { log } from '@/lib/server/log';

/** What one query costs to compute and is kept: labels, total, and the ordered ids of its window. */
export interface CachedAnswer extends FacetResult {
  /** null for an entry that only counts (another tab's total). */
  ids: number[] | null;
  approximate: boolean;
  /** A window that holds the first ids only: more matches follow. */
  more: boolean;
}

/** The sources whose answers are cached; writes to their tables drop what they change (migration 0008). */
export type VersionedSource = 'tender' | 'supplier' | 'solution';

// An entry serves for an hour at most: supplier labels such as 成立时间 move with the clock, not with
// writes. A write drops the entries its rows could change (the triggers of migration 0008).
const TTL_SEC = 3600;
// Per process, in front of the shared table: a hit then costs reading one timestamp instead of a row
// of up to 10,000 ids. ~40 KB an entry at most.
const LOCAL_MAX = 300;
// The shared table is pruned of expired entries now and then, by whichever process writes: in the
// background and a batch at a time, so no search waits for a backlog of deletes (a restart after a
// busy hour found thousands of expired windows, and the search that pruned them paid for it).
const PRUNE_EVERY = 50;
const PRUNE_BATCH = 500;
// An entry is a copy that a crash may lose (it is computed again), so on a server its write does not
// wait for the WAL to reach the disk: with fsync on, a write of a 500-id window took 1.2 ms on average
// waiting and 0.7 ms not (300 writes each way), in every never-asked question. A connection of their
// own (its share of the process's connections: SETTLED_POOL_SHARES): each write takes about a
// millisecond, and none is waited for.
const WRITER = { settings: { synchronous_commit: 'off' }, timeoutMs: env.DB_STATEMENT_TIMEOUT_MS };
// Writes waiting at once, at most: a few per writer connection.
const MAX_PENDING_WRITES = 8;
// Answers computed within this long of each other are written in one statement: every statement costs
// a busy server about half a millisecond of its own CPU in the socket write alone, whatever it carries
// (a profile under the broad never-asked stream at concurrency 32 on 2 cores), and a write per question
// was one of its five or six.
const BATCH_MS = 25;

/** The database the answers are written through: the writer's pool on a server, `db` itself on PGlite. */
export function cacheWriter(db: Db): Db {
  return settledDb(db, 'search-cache-write', WRITER) ?? db;
}

interface LocalEntry {
  /** The shared row's created_at: a local copy is good while the shared row is the same one. */
  stamp: string;
  answer: CachedAnswer;
}

// On globalThis, so the server chunks that bundle this module apart (the call's, each page's) share
// the copies, wait for each other's computations and count each other's writes.
const holder = globalThis as unknown as {
  __jfResultCache?: {
    local: Map<string, LocalEntry>;
    inflight: Map<string, Promise<CachedAnswer>>;
    pendingWrites: Set<Promise<void>>;
    batches: Map<string, StoreEntry[]>;
  };
};
const { local, inflight, pendingWrites, batches } = (holder.__jfResultCache ??= {
  local: new Map(),
  inflight: new Map(),
  pendingWrites: new Set(),
  batches: new Map(),
});
let writes = 0;

/** A stable key for a query's parts (object keys in any order give the same key). */
export function cacheKey(source: VersionedSource, kind: string, parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(parts, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
  return `${source}:${kind}:${createHash('sha256').update(canonical).digest('base64url')}`;
}

function remember(key: string, entry: LocalEntry) {
  local.delete(key);
  local.set(key, entry);
  if (local.size > LOCAL_MAX) local.delete(local.keys().next().value!);
}

interface SharedRow {
  key: string;
  stamp: string;
  /** A local copy exists: the content was not read, the stamp tells whether the copy is current. */
  copied: boolean;
  total: number;
  labels: CachedAnswer['labels'] | null;
  cities: CachedAnswer['cities'] | null;
  ids: number[] | null;
  approximate: boolean;
  more: boolean;
}

/**
 * The shared entries of `keys` that have not expired, in one statement: each one's stamp, and its
 * content unless this process holds a copy (then the stamp says whether the copy is still the row);
 * with them the source's write count (search_source_version), which a miss needs before computing: one round
 * trip fewer for every question never asked, of the six or so it cost a busy server.
 */
async function readShared(db: Db, source: VersionedSource, keys: string[]): Promise<{ found: Map<string, LocalEntry>; version: number }> {
  const copied = keys.filter((k) => local.has(k));
  const content = (column: string) => sql`case when c.copied then null else ${sql.raw(column)} end as ${sql.raw(column)}`;
  const rows = await queryRows<Omit<SharedRow, 'key'> & { key: string | null; version: string | number }>(
    db,
    sql`select v.version, e.* from (select coalesce((select version from search_source_version where source = ${source}), 0) as version) v
        left join lateral (
          select key, created_at::text as stamp, c.copied, total, approximate, more,
                 ${content('labels')}, ${content('cities')}, ${content('ids')}
          from search_result_cache, lateral (select key = any(${sql.param(copied)}::text[]) as copied) c
          where key = any(${sql.param(keys)}::text[]) and created_at > now() - make_interval(secs => ${TTL_SEC})
        ) e on true`,
  );
  const found = new Map<string, LocalEntry>();
  const changed: string[] = [];
  for (const row of rows) {
    if (row.key === null) continue;
    const copy = local.get(row.key);
    if (row.copied) {
      // The shared row changed since this process copied it: it is read whole below.
      if (copy && copy.stamp === row.stamp) found.set(row.key, copy);
      else changed.push(row.key);
      continue;
    }
    found.set(row.key, {
      stamp: row.stamp,
      answer: {
        total: Number(row.total),
        labels: row.labels ?? {},
        cities: row.cities ?? [],
        ids: row.ids?.map(Number) ?? null,
        approximate: Boolean(row.approximate),
        more: Boolean(row.more),
      },
    });
  }
  if (changed.length) {
    for (const key of changed) local.delete(key);
    for (const [key, entry] of (await readShared(db, source, changed)).found) found.set(key, entry);
  }
  return { found, version: Number(rows[0]?.version ?? 0) };
}

/** An answer to write, with its keyword's tsquery (a write whose rows match it drops the entry). */
interface StoreEntry {
  key: string;
  answer: CachedAnswer;
  tsq: string | null;
}

/**
 * Writes entries in one statement, if the source is still at `version` (migration 0043: the version
 * row is locked for share, so a write in progress is waited for and seen); returns each written key's
 * new stamp, none when a write came between.
 */
async function store(db: Db, source: VersionedSource, version: number, entries: StoreEntry[]): Promise<Map<string, string>> {
  // In key order: two processes writing overlapping entries lock their rows in the same order.
  // Every value typed: a VALUES list under SELECT does not take its types from the insert's columns.
  const values = [...entries].sort((a, b) => (a.key < b.key ? -1 : 1)).map(
    ({ key, answer, tsq }) => sql`(${key}::text, ${source}::text, ${tsq}::text, ${answer.total}::int, ${JSON.stringify(answer.labels)}::jsonb,
      ${JSON.stringify(answer.cities)}::jsonb, ${answer.ids === null ? sql`null::int[]` : sql`${sql.param(answer.ids)}::int[]`},
      ${answer.approximate}::boolean, ${answer.more}::boolean)`,
  );
  const rows = await queryRows<{ key: string; stamp: string }>(
    cacheWriter(db),
    sql`with unchanged as (select 1 from search_source_version where source = ${source} and version = ${version} for share)
        insert into search_result_cache (key, source, tsq, total, labels, cities, ids, approximate, more)
        select * from (values ${sql.join(values, sql`, `)}) v where exists (select 1 from unchanged)
        on conflict (key) do update set tsq = excluded.tsq, total = excluded.total, labels = excluded.labels,
          cities = excluded.cities, ids = excluded.ids, approximate = excluded.approximate, more = excluded.more,
          created_at = now()
        returning key, created_at::text as stamp`,
  );
  writes += entries.length;
  if (writes >= PRUNE_EVERY) {
    writes = 0;
    void prune(cacheWriter(db));
  }
  return new Map(rows.map((r) => [r.key, r.stamp]));
}

/**
 * Keeps computed answers for later, best effort (docs/decisions/0004): a write that fails or waits is
 * logged, never the search's failure or delay (a busy writer pool once turned 108 computed answers
 * into 503s). Past MAX_PENDING_WRITES waiting writes a new one is skipped: the answer is computed again
 * when next asked, rather than writes piling up behind a slow database. Answers of one source and
 * version computed within BATCH_MS of the first join its write (through the first one's database).
 */
async function writeBehind(db: Db, source: VersionedSource, version: number, tsq: string | null, entries: { key: string; answer: CachedAnswer }[]): Promise<void> {
  const batchId = `${source}\u0000${version}`;
  const open = batches.get(batchId);
  if (open) {
    for (const entry of entries) open.push({ ...entry, tsq });
    return;
  }
  if (pendingWrites.size >= MAX_PENDING_WRITES) {
    log.debug('search.cache_write_skipped', { pending: pendingWrites.size });
    return;
  }
  const batch: StoreEntry[] = entries.map((entry) => ({ ...entry, tsq }));
  batches.set(batchId, batch);
  const write = (async () => {
    await new Promise((resolve) => setTimeout(resolve, BATCH_MS));
    batches.delete(batchId);
    // One row per key: an insert cannot update the same row twice (the last answer computed wins).
    const unique = [...new Map(batch.map((entry) => [entry.key, entry])).values()];
    try {
      const stamps = await store(db, source, version, unique);
      for (const { key, answer } of unique) {
        const stamp = stamps.get(key);
        if (stamp) remember(key, { stamp, answer });
      }
    } catch (err) {
      log.warn('search.cache_write_failed', { error: err instanceof Error ? err.message : String(err) });
    }
  })();
  pendingWrites.add(write);
  await write;
  pendingWrites.delete(write);
}

/** Resolves when the answers computed so far are written (or their writes have failed). */
export async function cacheWritesSettled(): Promise<void> {
  while (pendingWrites.size) await Promise.all(pendingWrites);
}

async function prune(db: Db): Promise<void> {
  try {
    await db.execute(sql`
      delete from search_result_cache where key in (
        select key from search_result_cache where created_at < now() - make_interval(secs => ${TTL_SEC}) limit ${PRUNE_BATCH})`);
  } catch (err) {
    log.warn('search.cache_prune_failed', { error: err instanceof Error ? err.message : String(err) });
  }
}

/** One answer a query needs: its key, and when a kept answer serves (a window deep enough, say). */
export interface Wanted {
  key: string;
  usable?: (answer: CachedAnswer) => boolean;
}

const serves = (want: Wanted, answer: CachedAnswer) => want.usable?.(answer) ?? true;

/**
 * The answers of `wants[own]`: read in one statement; those missing (or not `usable`, such as a
 * window too short for a deeper page) come from one call of `compute`, which returns an answer for
 * every want in order, and are written in one statement.
 */
async function lookUp(db: Db, source: VersionedSource, tsq: string | null, wants: readonly Wanted[], own: number[], compute: () => Promise<CachedAnswer[]>): Promise<CachedAnswer[]> {
  const { found, version } = await readShared(db, source, own.map((i) => wants[i]!.key));
  const answers: CachedAnswer[] = [];
  const missing: number[] = [];
  for (const i of own) {
    const entry = found.get(wants[i]!.key);
    if (entry && serves(wants[i]!, entry.answer)) {
      remember(wants[i]!.key, entry);
      answers[i] = entry.answer;
    } else missing.push(i);
  }
  const { searchCache, searchNeverAsked } = metrics();
  searchCache.inc({ source, result: 'hit' }, own.length - missing.length);
  if (!missing.length) return answers;
  searchCache.inc({ source, result: 'miss' }, missing.length);
  // The version was read before computing, with the look-up: a write that commits from then on makes
  // the answer's write a no-op (store). The answer does not wait for its write.
  const stopTimer = searchNeverAsked.startTimer({ source });
  const computed = await compute();
  stopTimer();
  void writeBehind(db, source, version, tsq, missing.map((i) => ({ key: wants[i]!.key, answer: computed[i]! })));
  for (const i of missing) answers[i] = computed[i]!;
  return answers;
}

/**
 * The cached answers for `wants` (lookUp). `tsq` is the keyword's tsquery: a write whose rows match it
 * drops the entries. Concurrent requests in one process for the same keys share one look-up, its read
 * as well as its computation: a request that came while another's read was under way would otherwise
 * find nothing kept and nothing in flight, and compute again. The keys leave the in-flight list with the
 * answer, not with its write: a request that comes after the answer may come after a write to the
 * records too, and must not be given the answer from before it.
 */
export async function cachedAnswers<const W extends readonly Wanted[]>(
  db: Db,
  source: VersionedSource,
  tsq: string | null,
  wants: W,
  compute: () => Promise<CachedAnswer[]>,
  /** Looks up without joining the look-ups in flight (one of them did not serve). */
  alone = false,
): Promise<{ [K in keyof W]: CachedAnswer }> {
  type All = { [K in keyof W]: CachedAnswer };
  const waiting = wants.map((want) => (alone ? undefined : inflight.get(want.key)));
  const own = wants.flatMap((_want, i) => (waiting[i] ? [] : [i]));
  if (own.length) {
    const lookup = lookUp(db, source, tsq, wants, own, compute);
    for (const i of own) {
      const key = wants[i]!.key;
      const pending: Promise<CachedAnswer> = lookup.then((answers) => answers[i]!);
      inflight.set(key, pending);
      const done = () => {
        if (inflight.get(key) === pending) inflight.delete(key);
      };
      void pending.then(done, done);
      waiting[i] = pending;
    }
  }
  const answers = await Promise.all(waiting);
  // A look-up started for a shorter window does not serve a deeper page: look up again.
  return wants.every((want, i) => serves(want, answers[i]!)) ? (answers as All) : cachedAnswers(db, source, tsq, wants, compute, true);
}

/** The cached answer for one key (cachedAnswers with one want). */
export async function cachedAnswer(
  db: Db,
  source: VersionedSource,
  key: string,
  tsq: string | null,
  compute: () => Promise<CachedAnswer>,
  usable?: (answer: CachedAnswer) => boolean,
): Promise<CachedAnswer> {
  const [answer] = await cachedAnswers(db, source, tsq, [{ key, usable }], async () => [await compute()]);
  return answer;
}
