// Which items a slot shows (001 §2 Ad slots): items are stored per slot for one city or, with a null city,
// for every city. A city's own items come first, then the all-city ones, so a city without items of
// its own falls back to them; only items within their start and end times; at most
// MAX_ITEMS_PER_SLOT. Pure, so the rule is tested without a database.
import { MAX_ITEMS_PER_SLOT } from './slots';
import { AD_MEDIA, type AdItem, type SlotAds } from './types';

export interface AdRow {
  id: number;
  slotCode: string;
  cityCode: string | null;
  sort: number;
  title: string;
  srcImg: string;
  href: string;
  mediaType: number;
  videoUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

const live = (row: AdRow, now: Date) => (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);

/** A stored row as the call answers it; a video row without a video is shown as its picture. */
export function toAdItem(row: AdRow): AdItem {
  const video = row.mediaType === AD_MEDIA.video && row.videoUrl ? row.videoUrl : null;
  return { id: row.id, title: row.title, srcImg: row.srcImg, href: row.href, mediaType: video ? AD_MEDIA.video : AD_MEDIA.image, videoUrl: video };
}

/** The items of each asked slot for a city, keyed by slot code; a slot without items answers []. */
export function pickSlotAds(rows: readonly AdRow[], slots: readonly string[], cityCode: string, now: Date): SlotAds {
  const out: SlotAds = {};
  for (const slot of slots) {
    const candidates = rows.filter((r) => r.slotCode === slot && (r.cityCode === null || r.cityCode === cityCode) && live(r, now));
    candidates.sort((a, b) => Number(a.cityCode === null) - Number(b.cityCode === null) || a.sort - b.sort || a.id - b.id);
    out[slot] = candidates.slice(0, MAX_ITEMS_PER_SLOT).map(toAdItem);
  }
  return out;
}
