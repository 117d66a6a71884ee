import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
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

interface LocalEntry {
  /** The shared row's created_at: a local copy is good while the shared row is the same one. */
  stamp: string;
  answer: CachedAnswer;
}

const local = new Map<string, LocalEntry>();
const inflight = new Map<string, Promise<CachedAnswer>>();
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
  stamp: string;
  total?: number;
  labels?: CachedAnswer['labels'];
  cities?: CachedAnswer['cities'];
  ids?: number[] | null;
  approximate?: boolean;
  more?: boolean;
}

/** The shared entry's stamp, and its content unless the local copy carries that stamp. */
async function readShared(db: Db, key: string): Promise<{ stamp: string; answer: CachedAnswer } | null> {
  const known = local.get(key);
  const rows = await queryRows<SharedRow>(
    db,
    sql`select created_at::text as stamp,
               ${known ? sql`null::int as total` : sql`total, labels, cities, ids, approximate, more`}
        from search_result_cache
        where key = ${key} and created_at > now() - make_interval(secs => ${TTL_SEC})`,
  );
  const row = rows[0];
  if (!row) return null;
  if (known && known.stamp === row.stamp) return { stamp: row.stamp, answer: known.answer };
  if (known) {
    // The shared row changed since this process copied it: read it whole.
    local.delete(key);
    return readShared(db, key);
  }
  const answer: CachedAnswer = {
    total: Number(row.total),
    labels: row.labels ?? {},
    cities: row.cities ?? [],
    ids: row.ids?.map(Number) ?? null,
    approximate: Boolean(row.approximate),
    more: Boolean(row.more),
  };
  return { stamp: row.stamp, answer };
}

async function store(db: Db, source: VersionedSource, key: string, tsq: string | null, answer: CachedAnswer): Promise<string> {
  const rows = await queryRows<{ stamp: string }>(
    db,
    sql`insert into search_result_cache (key, source, tsq, total, labels, cities, ids, approximate, more)
        values (${key}, ${source}, ${tsq}, ${answer.total}, ${JSON.stringify(answer.labels)}::jsonb,
                ${JSON.stringify(answer.cities)}::jsonb, ${answer.ids === null ? null : sql`${sql.param(answer.ids)}::int[]`},
                ${answer.approximate}, ${answer.more})
        on conflict (key) do update set tsq = excluded.tsq, total = excluded.total, labels = excluded.labels,
          cities = excluded.cities, ids = excluded.ids, approximate = excluded.approximate, more = excluded.more,
          created_at = now()
        returning created_at::text as stamp`,
  );
  if (++writes % PRUNE_EVERY === 0) void prune(db);
  return rows[0]!.stamp;
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

/**
 * The cached answer for `key`, computed by `compute` when there is none (or none `usable`, such as a
 * window too short for a deeper page). `tsq` is the keyword's tsquery: a write whose rows match it
 * drops the entry. Concurrent requests for the same missing answer in one process wait for one
 * computation.
 */
export async function cachedAnswer(
  db: Db,
  source: VersionedSource,
  key: string,
  tsq: string | null,
  compute: () => Promise<CachedAnswer>,
  usable: (answer: CachedAnswer) => boolean = () => true,
): Promise<CachedAnswer> {
  const found = await readShared(db, key);
  if (found && usable(found.answer)) {
    remember(key, found);
    return found.answer;
  }
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => {
      const answer = await compute();
      remember(key, { stamp: await store(db, source, key, tsq, answer), answer });
      return answer;
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  const answer = await pending;
  // A computation started for a shorter window does not serve a deeper page: compute again.
  return usable(answer) ? answer : cachedAnswer(db, source, key, tsq, compute, usable);
}
