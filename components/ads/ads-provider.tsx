'use client';

// The ads of a page's slots, loaded by the page on the server (lib/server/ads: adsForSlots) and handed
// to every <AdSlot> below it, so a view names its slots without loading anything itself.
import { createContext, useContext, type ReactNode } from 'react';
import type { AdItem, SlotAds } from '@/lib/ads/types';

const AdsContext = createContext<SlotAds>({});
const NONE: AdItem[] = [];

export function AdsProvider({ ads, children }: { ads: SlotAds; children: ReactNode }) {
  return <AdsContext value={ads}>{children}</AdsContext>;
}

/** The slot's items; none for a slot the page did not load or that has no items. */
export function useSlotAds(slot: string): AdItem[] {
  return useContext(AdsContext)[slot] ?? NONE;
}
