import 'server-only';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { pickSlotAds, type AdRow } from '@/lib/ads/rules';
import type { SlotAds } from '@/lib/ads/types';
import { getCurrentCity } from '@/lib/server/city';
import { getDb, type Db } from '@/lib/server/db/client';
import { adItems } from '@/lib/server/db/schema';
import { describeError } from '@/lib/server/http/route';
import { log } from '@/lib/server/log';
import { kept } from '@/lib/server/memo';

// Ads are read on every page that has a slot and change a few times a day: each process keeps the
// rows that are not over yet for a minute and answers every slot and city from them. An operator's
// change shows within that minute on every process.

/** An ad row's columns: the slots read them, the console lists them. */
export const AD_ROW_COLUMNS = {
  id: adItems.id,
  slotCode: adItems.slotCode,
  cityCodes: adItems.cityCodes,
  enabled: adItems.enabled,
  sort: adItems.sort,
  title: adItems.title,
  srcImg: adItems.srcImg,
  href: adItems.href,
  mediaType: adItems.mediaType,
  videoUrl: adItems.videoUrl,
  startsAt: adItems.startsAt,
  endsAt: adItems.endsAt,
};

/** Every ad row not yet over, in slot order. */
export async function readAdRows(db: Db, now = new Date()): Promise<AdRow[]> {
  return db
    .select(AD_ROW_COLUMNS)
    .from(adItems)
    .where(and(eq(adItems.enabled, true), or(isNull(adItems.endsAt), gt(adItems.endsAt, now))))
    .orderBy(asc(adItems.slotCode), asc(adItems.sort), asc(adItems.id));
}

/** The name the rows are kept under; the console forgets it after a change (./admin.ts). */
export const ADS_KEPT = 'ads';

const cachedRows = kept(ADS_KEPT, { ttlMs: 60_000 }, async () => readAdRows(await getDb()));

/** The items of each slot for a city (the advertisements call, 001 §7). */
export async function getSlotAds(slots: readonly string[], cityCode: string, now = new Date()): Promise<SlotAds> {
  return pickSlotAds(await cachedRows(), slots, cityCode, now);
}

/**
 * A page's slots for the visitor's city. A failed read leaves the slots empty (001 §8) and the page
 * renders on: an ad is never worth an error page.
 */
export async function adsForSlots(slots: readonly string[]): Promise<SlotAds> {
  try {
    const { city } = await getCurrentCity();
    return await getSlotAds(slots, city.cityCode);
  } catch (err) {
    log.warn('ads.unavailable', { slots, error: describeError(err) });
    return {};
  }
}
