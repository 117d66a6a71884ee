import 'server-only';
import { encodeCursor } from '@/lib/ocds/cursor';
import type { FeedQuery } from '@/lib/ocds/feed-query';
import { OCDS_LICENSE, OCDS_PUBLISHER_NAME, OCDS_VERSION, OPENDATA_PAGE, parseOcid, RECORDS_PATH, RELEASES_PATH } from '@/lib/ocds/publication';
import { toRelease } from '@/lib/ocds/release';
import type { RecordPackage, ReleasePackage } from '@/lib/ocds/types';
import { getDb } from '@/lib/server/db/client';
import { feedHorizon, positionOf, readReleaseSource, readReleaseSources } from './releases';

// OCDS 1.1 packages (docs/open-data.md): a page of the release feed, and one record per ocid.

function packageMeta(origin: string, uri: string) {
  return {
    uri,
    version: OCDS_VERSION,
    publishedDate: new Date().toISOString(),
    publisher: { name: OCDS_PUBLISHER_NAME, uri: `${origin}${OPENDATA_PAGE}` },
    license: OCDS_LICENSE,
    publicationPolicy: `${origin}${OPENDATA_PAGE}`,
  };
}

function pageUrl(origin: string, q: { limit: number; since: Date | null; cursor?: string }): string {
  const params = new URLSearchParams({ limit: String(q.limit) });
  if (q.since) params.set('since', q.since.toISOString());
  if (q.cursor) params.set('cursor', q.cursor);
  return `${origin}${RELEASES_PATH}?${params}`;
}

/**
 * One page of the feed; null when nothing comes after the position yet. OCDS wants at least one release in a
 * package, so the end of the feed is no package: the route answers 204 and the consumer asks the same address
 * again later (the change feed). links.next continues after the page's last release.
 */
export async function releasePage(origin: string, q: FeedQuery, lagSeconds?: number): Promise<ReleasePackage | null> {
  const db = await getDb();
  const horizon = await feedHorizon(db, lagSeconds);
  const sources = await readReleaseSources(db, { ...q, horizon });
  const last = sources.at(-1);
  if (!last) return null;
  const self = pageUrl(origin, { ...q, cursor: q.after ? encodeCursor(q.after) : undefined });
  return {
    ...packageMeta(origin, self),
    releases: sources.map(toRelease),
    links: { next: pageUrl(origin, { ...q, cursor: encodeCursor(positionOf(last)) }) },
  };
}

/** The record of one ocid (its current release, also the compiled one: the portal keeps no history); null if unknown. */
export async function recordPackage(origin: string, ocid: string): Promise<RecordPackage | null> {
  const parsed = parseOcid(ocid);
  if (!parsed) return null;
  const source = await readReleaseSource(await getDb(), parsed.kind, parsed.key);
  if (!source) return null;
  const release = toRelease(source);
  return {
    ...packageMeta(origin, `${origin}${RECORDS_PATH}/${encodeURIComponent(ocid)}`),
    records: [{ ocid: release.ocid, releases: [release], compiledRelease: release }],
  };
}
