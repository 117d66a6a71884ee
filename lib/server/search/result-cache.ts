import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import type { FacetResult } from '@/lib/search/types';

/** What one query costs to compute and is kept: labels, total, and the ordered ids of its result window. */
export interface CachedAnswer extends FacetResult {
  /** null for an entry that only counts (another tab's total). */
  ids: number[] | null;
}

/** The sources whose tables raise a version on every write (migration 0004). */
export type VersionedSource = 'tender' | 'supplier';

// An entry is used while its source's version is unchanged, and for an hour at most: supplier
// labels such as 成立时间 move with the clock, not with writes.
const TTL_SEC = 3600;
// Per process, in front of the shared table: a hit then costs one version read instead of a row of
// up to 10,000 ids. ~40 KB an entry at most.
const LOCAL_MAX = 300;
// The shared table is pruned of expired entries now and then, by whichever process writes.
const PRUNE_EVERY = 50;

interface LocalEntry {
  version: number;
  expiresAt: number;
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

async function currentVersion(db: Db, source: VersionedSource): Promise<number> {
  const rows = await queryRows<{ version: number }>(db, sql`select version from search_data_version where source = ${source}`);
  return Number(rows[0]?.version ?? 0);
}

function remember(key: string, entry: LocalEntry) {
  local.delete(key);
  local.set(key, entry);
  if (local.size > LOCAL_MAX) local.delete(local.keys().next().value!);
}

async function load(db: Db, source: VersionedSource, key: string, version: number, compute: () => Promise<CachedAnswer>) {
  const rows = await queryRows<{ total: number; labels: CachedAnswer['labels']; cities: CachedAnswer['cities']; ids: number[] | null; ttl: number }>(
    db,
    sql`select total, labels, cities, ids, ${TTL_SEC} - extract(epoch from now() - created_at)::int as ttl
        from search_result_cache
        where key = ${key} and version = ${version} and created_at > now() - make_interval(secs => ${TTL_SEC})`,
  );
  const row = rows[0];
  if (row) {
    const answer: CachedAnswer = { total: Number(row.total), labels: row.labels, cities: row.cities, ids: row.ids?.map(Number) ?? null };
    remember(key, { version, expiresAt: Date.now() + Number(row.ttl) * 1000, answer });
    return answer;
  }
  const answer = await compute();
  await db.execute(sql`
    insert into search_result_cache (key, source, version, total, labels, cities, ids)
    values (${key}, ${source}, ${version}, ${answer.total}, ${JSON.stringify(answer.labels)}::jsonb,
            ${JSON.stringify(answer.cities)}::jsonb, ${answer.ids === null ? null : sql`${sql.param(answer.ids)}::int[]`})
    on conflict (key) do update set version = excluded.version, total = excluded.total, labels = excluded.labels,
      cities = excluded.cities, ids = excluded.ids, created_at = now()`);
  if (++writes % PRUNE_EVERY === 0) {
    await db.execute(sql`delete from search_result_cache where created_at < now() - make_interval(secs => ${TTL_SEC})`);
  }
  remember(key, { version, expiresAt: Date.now() + TTL_SEC * 1000, answer });
  return answer;
}

/**
 * The cached answer for `key`, computed by `compute` when there is none for the source's current
 * version. Concurrent requests for the same missing answer in one process wait for one computation.
 */
export async function cachedAnswer(
  db: Db,
  source: VersionedSource,
  key: string,
  compute: () => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  const version = await currentVersion(db, source);
  const hit = local.get(key);
  if (hit && hit.version === version && hit.expiresAt > Date.now()) {
    remember(key, hit);
    return hit.answer;
  }
  const flight = `${key}@${version}`;
  let pending = inflight.get(flight);
  if (!pending) {
    pending = load(db, source, key, version, compute).finally(() => inflight.delete(flight));
    inflight.set(flight, pending);
  }
  return pending;
}
