import { sql } from 'drizzle-orm';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { AD_MEDIA } from '@/lib/ads/display';
import type { Db } from '@/lib/server/db/client';
import { adItems } from '@/lib/server/db/schema';
import { adImagePath, CITY_CREATIVES, GENERAL_CREATIVES, VIDEO_CREATIVE, type Creative } from './ad-creatives';

// The demo ads (001 §2 Ad slots): every slot of every page in PAGE_AD_SLOTS gets all-city items, a few
// cities add their own local banner to the list pages' first slots, and the case library's first
// slot carries the video. Reference data (seed/reference.ts): written once into an empty ad table,
// so databases seeded before the ads get them, and an operator's later changes are left alone.

type NewAd = typeof adItems.$inferInsert;

/** Slots that show one banner, no carousel: detail pages keep their side calm. */
const SINGLE = new Set(['business-detail-right', 'search-signdetail-right', 'search-supplierdetail-right', 'gop_detail-right', 'gov_purchase_detail-right']);
/** The first slot of each list page also shows the local banner of the visitor's city. */
const LOCAL = new Set(['index-right-1', 'search-right-1', 'jfCase-right-1', 'enterprise-right-1', 'jfService-right-1', 'scheme-right-1', 'business-right', 'demandHall-right']);

const item = (slotCode: string, c: Creative, sort: number, cityCode: string | null = null): NewAd => ({
  slotCode,
  cityCodes: cityCode ? [cityCode] : null,
  sort,
  title: `${c.headline}：${c.subline}`,
  srcImg: adImagePath(c.key),
  href: c.href,
  mediaType: AD_MEDIA.image,
});

/** The rows of the demo ads: deterministic, three general banners a slot (one on detail pages). */
export function demoAds(): NewAd[] {
  const slots = Object.values(PAGE_AD_SLOTS).flat();
  const rows: NewAd[] = [];
  slots.forEach((slot, i) => {
    const count = SINGLE.has(slot) ? 1 : 3;
    for (let k = 0; k < count; k++) rows.push(item(slot, GENERAL_CREATIVES[(i * 2 + k) % GENERAL_CREATIVES.length]!, 10 + k));
    if (LOCAL.has(slot)) for (const c of CITY_CREATIVES) rows.push(item(slot, c, 0, c.cityCode));
  });
  rows.push({ ...item('jfCase-right-1', VIDEO_CREATIVE, 5), mediaType: AD_MEDIA.video, videoUrl: VIDEO_CREATIVE.videoUrl });
  return rows;
}

export async function ensureAds(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adItems);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(adItems).values(demoAds());
}
