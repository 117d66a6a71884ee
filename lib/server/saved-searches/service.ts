import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import { CHANNEL_TITLES } from '@/lib/opportunities/summary';
import { defaultSavedSearchName, savedSearchSummary } from '@/lib/saved-searches/naming';
import type { FeedTokenInput, RenameSavedSearchInput, SaveSearchInput } from '@/lib/saved-searches/schemas';
import { PUSHED_LISTS, SAVED_SEARCHES_MAX, type FeedLinks, type FeedSource, type SavedSearchView, type SubscriptionFeedView } from '@/lib/saved-searches/types';
import { getDb } from '@/lib/server/db/client';
import { feedTokens, opportunitySubscriptions, savedSearches } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { normaliseSearch } from './normalise';
import { feedLinksOf, hashOf, newNonce, tokenOf } from './tokens';

// Saved searches (docs/features.md, Saved searches and feeds): at most SAVED_SEARCHES_MAX a user, each
// read and changed only by its owner (another user's id answers 404, as a missing one does), each with
// a private feed created with it.

const notFound = () => new ApiError(404, ErrorCode.notFound, '订阅搜索不存在');
const TOO_MANY = `最多保存${SAVED_SEARCHES_MAX}个订阅搜索，请先在个人中心删除不再需要的订阅`;

/** Advisory-lock namespace of a user's saved searches (the limit is counted under it; the second key is the user). */
const SAVE_LOCK = 17018;

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new token for the source; `replace` false keeps one already issued (or revoked). */
async function issueToken(tx: Tx | Db, userId: number, source: FeedSource, sourceId: number, replace = true): Promise<void> {
  const nonce = newNonce();
  const values = { nonce, tokenHash: hashOf(tokenOf(nonce)) };
  const insert = tx.insert(feedTokens).values({ userId, source, sourceId, ...values });
  await (replace ? insert.onConflictDoUpdate({ target: [feedTokens.source, feedTokens.sourceId], set: { ...values, createdAt: sql`now()` } }) : insert.onConflictDoNothing());
}

/** Saves the page's search for the user with its default name; the 21st is refused. */
export async function saveSearch(userId: number, input: SaveSearchInput, siteCityCode: string | null): Promise<{ id: number; name: string }> {
  const search = await normaliseSearch(input.list, input.query, siteCityCode);
  const name = defaultSavedSearchName(input.list, search.keyword, search.terms);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK}, ${userId})`);
    const [mine] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(mine?.n ?? 0) >= SAVED_SEARCHES_MAX) throw new ApiError(409, ErrorCode.conflict, TOO_MANY);
    const [row] = await tx.insert(savedSearches).values({ userId, list: input.list, query: search.query, name }).returning({ id: savedSearches.id });
    await issueToken(tx, userId, 'search', row!.id);
    return { id: row!.id, name };
  });
}

export async function renameSavedSearch(userId: number, { id, name }: RenameSavedSearchInput): Promise<{ id: number; name: string }> {
  const db = await getDb();
  const rows = await db
    .update(savedSearches)
    .set({ name })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!rows.length) throw notFound();
  return { id, name };
}

/** Deletes the saved search and its feed (its address stops working at once). */
export async function deleteSavedSearch(userId: number, id: number): Promise<{ id: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ id: savedSearches.id });
    if (!rows.length) throw notFound();
    await tx.delete(feedTokens).where(and(eq(feedTokens.source, 'search'), eq(feedTokens.sourceId, id)));
    return { id };
  });
}

async function ownsSource(userId: number, source: FeedSource, id: number): Promise<boolean> {
  const db = await getDb();
  const table = source === 'search' ? savedSearches : opportunitySubscriptions;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.userId, userId)));
  return Boolean(row);
}

/** Revokes a feed's address (nothing answers it any more) or issues a new one; only the owner's. */
export async function setFeedToken(userId: number, { source, id, action }: FeedTokenInput, origin: string): Promise<{ feed: FeedLinks }> {
  if (!(await ownsSource(userId, source, id))) throw new ApiError(404, ErrorCode.notFound, source === 'search' ? '订阅搜索不存在' : '订阅不存在');
  const db = await getDb();
  if (action === 'regenerate') {
    await issueToken(db, userId, source, id);
  } else {
    await db
      .insert(feedTokens)
      .values({ userId, source, sourceId: id, nonce: null, tokenHash: null })
      .onConflictDoUpdate({ target: [feedTokens.source, feedTokens.sourceId], set: { nonce: null, tokenHash: null } });
  }
  return { feed: (await feedsOf(source, [id], origin)).get(id) ?? null };
}

/** The feeds' addresses of some sources; a source without a token (revoked) has none. */
async function feedsOf(source: FeedSource, ids: number[], origin: string): Promise<Map<number, FeedLinks>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ sourceId: feedTokens.sourceId, nonce: feedTokens.nonce })
    .from(feedTokens)
    .where(and(eq(feedTokens.source, source), inArray(feedTokens.sourceId, ids)));
  return new Map(rows.map((r) => [r.sourceId, r.nonce ? feedLinksOf(origin, tokenOf(r.nonce)) : null]));
}

/** The user centre's 我的订阅搜索: the user's saved searches, newest first, with their feeds' addresses. */
export async function listSavedSearches(userId: number, origin: string): Promise<SavedSearchView[]> {
  const db = await getDb();
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(sql`${savedSearches.id} desc`);
  const feeds = await feedsOf('search', rows.map((r) => r.id), origin);
  return Promise.all(
    rows.map(async (r) => {
      const search = await normaliseSearch(r.list, r.query, null);
      return {
        id: r.id,
        name: r.name,
        list: r.list,
        summary: savedSearchSummary(r.list, search.keyword, search.terms),
        href: search.href,
        pushed: PUSHED_LISTS.includes(r.list),
        mailMode: r.mailMode,
        feed: feeds.get(r.id) ?? null,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  );
}

const GOV_SOURCE: Record<number, string> = { 3: '（第三方招标）', 4: '（平台代理）' };

/**
 * The feeds of the user's opportunity subscriptions. Every subscription has one: the first time it is
 * listed its token is issued; a revoked one stays revoked until regenerated.
 */
export async function subscriptionFeeds(userId: number, origin: string): Promise<SubscriptionFeedView[]> {
  const db = await getDb();
  const subs = await db
    .select({ id: opportunitySubscriptions.id, channel: opportunitySubscriptions.channel })
    .from(opportunitySubscriptions)
    .where(eq(opportunitySubscriptions.userId, userId))
    .orderBy(opportunitySubscriptions.id);
  if (!subs.length) return [];
  const issued = await db
    .select({ sourceId: feedTokens.sourceId })
    .from(feedTokens)
    .where(and(eq(feedTokens.source, 'subscription'), inArray(feedTokens.sourceId, subs.map((s) => s.id))));
  const have = new Set(issued.map((r) => r.sourceId));
  for (const s of subs) if (!have.has(s.id)) await issueToken(db, userId, 'subscription', s.id, false);
  const feeds = await feedsOf('subscription', subs.map((s) => s.id), origin);
  return subs.map((s) => ({ id: s.id, name: `${CHANNEL_TITLES[s.channel] ?? '商机'}订阅${GOV_SOURCE[s.channel] ?? ''}`, feed: feeds.get(s.id) ?? null }));
}
