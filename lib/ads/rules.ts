// Which items a slot shows (001 §2 Ad slots; docs/features.md, Operator console: ads): items are stored
// per slot for chosen cities or, with null cities, for every city. Items targeted at the city come
// first, then the all-city ones, so a city without items of its own falls back to them; only enabled
// items within their start and end times; at most MAX_ITEMS_PER_SLOT. Pure, so the rules are tested
// without a database.
import { MAX_ITEMS_PER_SLOT } from './slots';
import { AD_MEDIA } from './display';
import type { AdItem, SlotAds } from './types';

export interface AdRow {
  id: number;
  slotCode: string;
  /** The cities the item is targeted at; null for every city. */
  cityCodes: string[] | null;
  enabled: boolean;
  sort: number;
  title: string;
  srcImg: string;
  href: string;
  mediaType: number;
  videoUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether an item runs at `now`: enabled, started (or without a start) and not yet over. */
export const isLive = (row: Pick<AdRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date) =>
  row.enabled && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);

/** Whether an item is shown on a page of `cityCode`: targeted at it, or at every city. */
export const isTargeted = (row: Pick<AdRow, 'cityCodes'>, cityCode: string) => row.cityCodes === null || row.cityCodes.includes(cityCode);

/** A stored row as the call answers it; a video row without a video is shown as its picture. */
export function toAdItem(row: AdRow): AdItem {
  const video = row.mediaType === AD_MEDIA.video && row.videoUrl ? row.videoUrl : null;
  return { id: row.id, title: row.title, srcImg: row.srcImg, href: row.href, mediaType: video ? AD_MEDIA.video : AD_MEDIA.image, videoUrl: video };
}

/** The items of each asked slot for a city, keyed by slot code; a slot without items answers []. */
export function pickSlotAds(rows: readonly AdRow[], slots: readonly string[], cityCode: string, now: Date): SlotAds {
  const out: SlotAds = {};
  for (const slot of slots) {
    const candidates = rows.filter((r) => r.slotCode === slot && isTargeted(r, cityCode) && isLive(r, now));
    candidates.sort((a, b) => Number(a.cityCodes === null) - Number(b.cityCodes === null) || a.sort - b.sort || a.id - b.id);
    out[slot] = candidates.slice(0, MAX_ITEMS_PER_SLOT).map(toAdItem);
  }
  return out;
}
