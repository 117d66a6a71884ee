import 'server-only';
import { asc, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { friendlyLinks } from '@/lib/server/db/schema';
import type { FriendlyLink } from '@/lib/city/types';


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
