import 'server-only';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FriendlyLink } from '@/lib/city/types';
import type { FriendlyLinkForm, FriendlyLinkRecord } from '@/lib/friendly-links/schemas';
import { LINKS_PER_SITE_MAX } from '@/lib/friendly-links/schemas';
import { getDb } from '@/lib/server/db/client';
import { friendlyLinks } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';

/** A city's own friendly links first, then the links every site shows. */
export async function getFriendlyLinks(cityCode: string): Promise<FriendlyLink[]> {
  const db = await getDb();
  const rows = await db
    .select({ linkName: friendlyLinks.linkName, linkUrl: friendlyLinks.linkUrl, cityCode: friendlyLinks.cityCode })
    .from(friendlyLinks)
    .where(or(eq(friendlyLinks.cityCode, cityCode), isNull(friendlyLinks.cityCode)))
    .orderBy(asc(friendlyLinks.sort), asc(friendlyLinks.id));
  return [...rows.filter((r) => r.cityCode !== null), ...rows.filter((r) => r.cityCode === null)].map(
    ({ linkName, linkUrl }) => ({ linkName, linkUrl }),
  );
}

// The console's side (docs/features.md, Operator console: friendly links): an editor adds, changes,
// orders and deletes the links of one site (a city, or null for every site); each change and its
// audit entry share a transaction.

const ofSite = (cityCode: string | null) => (cityCode === null ? isNull(friendlyLinks.cityCode) : eq(friendlyLinks.cityCode, cityCode));
const record = {
  id: friendlyLinks.id,
  cityCode: friendlyLinks.cityCode,
  linkName: friendlyLinks.linkName,
  linkUrl: friendlyLinks.linkUrl,
  sort: friendlyLinks.sort,
};

/** One site's own links in their order (not the every-site ones a city also shows). */
export async function listSiteLinks(cityCode: string | null): Promise<FriendlyLinkRecord[]> {
  const db = await getDb();
  return db.select(record).from(friendlyLinks).where(ofSite(cityCode)).orderBy(asc(friendlyLinks.sort), asc(friendlyLinks.id));
}

export type SaveLinkResult = { id: number } | 'missing' | 'full';

/**
 * Adds a link at the end of the site's list, or changes the link `id` of that site. 'missing' for a
 * link that is not the site's (or is gone), 'full' past LINKS_PER_SITE_MAX.
 */
export async function saveSiteLink(actor: Actor, cityCode: string | null, form: FriendlyLinkForm, id?: number): Promise<SaveLinkResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (id !== undefined) {
      const [before] = await tx.select(record).from(friendlyLinks).where(and(eq(friendlyLinks.id, id), ofSite(cityCode))).for('update');
      if (!before) return 'missing';
      const [after] = await tx.update(friendlyLinks).set(form).where(eq(friendlyLinks.id, id)).returning(record);
      await audit(tx, actor, { action: 'friendlyLink.update', recordType: 'friendlyLink', recordId: id, before: { ...before }, after: { ...after } });
      return { id };
    }
    // The site's rows locked, so two links added at once each take their own place at the end.
    const rows = await tx.select({ sort: friendlyLinks.sort }).from(friendlyLinks).where(ofSite(cityCode)).for('update');
    if (rows.length >= LINKS_PER_SITE_MAX) return 'full';
    const sort = rows.reduce((max, r) => Math.max(max, r.sort + 1), 0);
    const [after] = await tx.insert(friendlyLinks).values({ cityCode, ...form, sort }).returning(record);
    await audit(tx, actor, { action: 'friendlyLink.create', recordType: 'friendlyLink', recordId: after!.id, after: { ...after } });
    return { id: after!.id };
  });
}

/** Puts the site's links in the order of `ids`, which must name each of them once; false otherwise. */
export async function orderSiteLinks(actor: Actor, cityCode: string | null, ids: number[]): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: friendlyLinks.id }).from(friendlyLinks).where(ofSite(cityCode)).orderBy(asc(friendlyLinks.sort), asc(friendlyLinks.id)).for('update');
    const current = rows.map((r) => r.id);
    if (new Set(ids).size !== ids.length || ids.length !== current.length || !ids.every((id) => current.includes(id))) return false;
    await tx
      .update(friendlyLinks)
      .set({ sort: sql`case ${friendlyLinks.id} ${sql.join(ids.map((id, i) => sql`when ${id}::int then ${i}::int`), sql` `)} end` })
      .where(ofSite(cityCode));
    await audit(tx, actor, { action: 'friendlyLink.order', recordType: 'site', recordId: cityCode ?? 'all', before: { ids: current }, after: { ids } });
    return true;
  });
}

/** Deletes a link; false when there is none with that id. */
export async function deleteSiteLink(actor: Actor, id: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(friendlyLinks).where(eq(friendlyLinks.id, id)).returning(record);
    if (!before) return false;
    await audit(tx, actor, { action: 'friendlyLink.delete', recordType: 'friendlyLink', recordId: id, before: { ...before } });
    return true;
  });
}
